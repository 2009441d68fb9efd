import { getPriority } from 'node:os'
import { BroadcastChannel } from 'node:worker_threads'
import { afterAll, describe, expect, it } from 'vitest'
import { OffThread } from './off-thread'

// The worker thread that keeps CPU work off the request path (issue 53 item 5): jobs answered by id, errors passed
// back, the work done here when the thread cannot start, and the thread stopped when idle.
const here = async (n: number) => -n
const threads: OffThread<number, number>[] = []
function thread(file: string, idleMs?: number) {
  const made = new OffThread<number, number>({
    entry: { source: new URL(file, import.meta.url), bundled: new URL(file, import.meta.url) },
    runHere: here,
    idleMs,
  })
  threads.push(made)
  return made
}
afterAll(() => Promise.all(threads.map((t) => t.stop())))

describe('OffThread', () => {
  it('runs jobs in its thread, each answered by its own result, and passes errors back', async () => {
    const doubling = thread('./off-thread.fixture.ts')
    expect(await Promise.all([1, 2, 3].map((n) => doubling.run(n)))).toEqual([2, 4, 6])
    await expect(doubling.run(-1)).rejects.toThrow('negative: -1')
    expect(doubling.inThread).toBe(true)
    expect(await doubling.run(5)).toBe(10)
  })

  it.runIf(process.platform === 'linux')(
    'runs background work at the lower priority asked, this thread not',
    async () => {
      // Tests may themselves run niced (nice -n 10): a thread's priority is only ever lowered.
      const mine = getPriority()
      expect(await thread('./off-thread.fixture.ts').run(0)).toBe(Math.max(7, mine))
      expect(getPriority()).toBe(mine)
    },
  )

  it('does the work in this thread when the thread cannot start', async () => {
    const missing = thread('./no-such-worker.ts')
    expect(await missing.run(4)).toBe(-4)
    expect(missing.inThread).toBe(false)
    expect(await missing.run(5)).toBe(-5)
  })

  it('is ready once its entry has loaded, and at once when it cannot start (the jobs then run here)', async () => {
    const loading = thread('./off-thread.fixture.ts')
    expect(loading.running).toBe(false)
    await loading.ready()
    expect(loading.running).toBe(true)
    expect(loading.inThread).toBe(true)
    expect(await loading.run(21)).toBe(42)
    const missing = thread('./no-such-worker.ts')
    await missing.ready()
    expect(missing.inThread).toBe(false)
    expect(await missing.run(1)).toBe(-1)
  })

  it('is not ready while its entry is still loading', async () => {
    const gate = new BroadcastChannel('off-thread-gate')
    const loading = new Promise((resolve) => {
      gate.onmessage = (event) => (event as MessageEvent).data === 'loading' && resolve(undefined)
    })
    const gated = thread('./off-thread.gated.fixture.ts')
    let ready = false
    const becameReady = gated.ready().then(() => {
      ready = true
    })
    await loading
    // The thread is up and its entry runs, but has not finished loading: a ready() that settled on the thread's
    // start would have settled by now.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(gated.running).toBe(true)
    expect(ready).toBe(false)
    gate.postMessage('go')
    await becameReady
    gate.close()
    expect(await gated.run(4)).toBe(8)
  })

  it('stops when idle, and starts again for the next job', async () => {
    const idle = thread('./off-thread.fixture.ts', 50)
    idle.warm()
    expect(idle.running).toBe(true)
    expect(await idle.run(2)).toBe(4)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(idle.running).toBe(false)
    expect(await idle.run(3)).toBe(6)
  })
})
