// Test-only preload of a server process (soak.test.ts, with --expose-gc): a full garbage collection on SIGUSR2,
// then a line on stderr, so a test reads the memory the server keeps rather than garbage V8 has yet to collect.
let collections = 0
process.on('SIGUSR2', () => {
  ;(globalThis as { gc?: () => void }).gc?.()
  process.stderr.write(`[gc-on-signal] collection ${++collections} done\n`)
})
