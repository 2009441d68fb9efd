// Test-only preload of a server process (soak.test.ts, with --expose-gc): a full garbage collection on SIGUSR2,
// then a line on stderr with what is still alive (V8's heap in use plus memory held outside it, buffers included),
// so a test reads the memory the server keeps rather than garbage V8 has yet to collect or pages it has yet to return.
let collections = 0
process.on('SIGUSR2', () => {
  ;(globalThis as { gc?: () => void }).gc?.()
  const { heapUsed, external } = process.memoryUsage()
  process.stderr.write(
    `[gc-on-signal] collection ${++collections} done live=${Math.round((heapUsed + external) / 1024)}kB\n`,
  )
})
