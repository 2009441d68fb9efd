import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// keepTickObjectShape (http/tick-shape.ts): after full GCs at an idle moment, process.nextTick's object literal keeps
// its fast (monomorphic) feedback instead of turning megamorphic for good. V8's own view of that feedback is read
// with %DebugPrint in a child process (natives syntax is not for the server itself).

const SERVER_DIR = resolve(import.meta.dirname, '../..')
const dir = mkdtempSync(join(tmpdir(), 'tick-shape-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const SCRIPT = `
import { keepTickObjectShape } from ${JSON.stringify(join(SERVER_DIR, 'src/http/tick-shape.ts'))}
if (process.argv.includes('--keep')) await keepTickObjectShape()
const ticks = () => new Promise((done) => {
  let left = 1000
  for (let i = 0; i < 1000; i++) process.nextTick(() => { if (--left === 0) done() }, i)
})
const idle = () => new Promise((r) => setTimeout(r, 20))
await ticks()
await idle()
globalThis.gc()
globalThis.gc()
await idle()
await ticks()
new Function('f', 'return %DebugPrint(f)')(process.nextTick)
`

const SCRIPT_FILE = join(dir, 'ticks.mts')
writeFileSync(SCRIPT_FILE, SCRIPT)

/** The states of nextTick's DefineKeyedOwnPropertyInLiteral feedback slots (one per property of the tick object). */
function literalFeedback(keep: boolean): Promise<string[]> {
  // Into a file: %DebugPrint writes with C stdio, which loses output on the non-blocking pipe Node gives a child.
  const out = join(dir, keep ? 'kept.txt' : 'without.txt')
  const fd = openSync(out, 'w')
  const args = ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', SCRIPT_FILE, ...(keep ? ['--keep'] : [])]
  const child = spawn(process.execPath, args, { cwd: SERVER_DIR, stdio: ['ignore', fd, 'inherit'], timeout: 30_000 })
  return new Promise((done, fail) => {
    child.on('error', fail)
    child.on('exit', (code) => {
      closeSync(fd)
      if (code !== 0) return fail(new Error(`the script exited with ${code}`))
      done([...readFileSync(out, 'utf8').matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!))
    })
  })
}

describe('the tick object kept alive', () => {
  it('keeps nextTick on its fast path after full GCs at an idle moment (without it, the feedback turns megamorphic)', async (test) => {
    const without = await literalFeedback(false)
    expect(without.length).toBeGreaterThan(0)
    // What the server suffered from on Node 20 and 22; a V8 without the problem has nothing for this to keep.
    if (!without.includes('MEGAMORPHIC'))
      return test.skip(`the problem does not reproduce on Node ${process.versions.node} (V8 ${process.versions.v8})`)
    const kept = await literalFeedback(true)
    expect(kept).toEqual(without.map(() => 'MONOMORPHIC'))
  }, 60_000)
})
