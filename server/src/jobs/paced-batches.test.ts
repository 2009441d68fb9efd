import { describe, expect, it } from 'vitest'
import { runPacedBatches } from './paced-batches'

const busy = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until) {}
}

describe('runPacedBatches', () => {
  it('works through every item once, in order, in batches of the size asked', async () => {
    const seen: number[][] = []
    await runPacedBatches([1, 2, 3, 4, 5], { size: 2, share: 1 }, async (batch) => {
      seen.push(batch)
    })
    expect(seen).toEqual([[1, 2], [3, 4], [5]])
    let called = false
    await runPacedBatches([], { size: 2, share: 1 }, async () => {
      called = true
    })
    expect(called).toBe(false)
  })

  it('lets other work run between batches: a request arriving during a batch is served before the next', async () => {
    const order: string[] = []
    await runPacedBatches([1, 2, 3], { size: 1, share: 1 }, async (batch) => {
      order.push(`batch ${batch[0]}`)
      // Another request's work, queued while this batch holds the thread.
      setTimeout(() => order.push(`other after ${batch[0]}`), 0)
      busy(5)
    })
    expect(order.slice(0, 5)).toEqual(['batch 1', 'other after 1', 'batch 2', 'other after 2', 'batch 3'])
  })

  it('keeps the batches to their share of the time: at a fifth, the run takes at least five times their work', async () => {
    const began = performance.now()
    const workMs = await runPacedBatches([1, 2, 3, 4], { size: 1, share: 0.2 }, async () => busy(20))
    const elapsed = performance.now() - began
    expect(workMs).toBeGreaterThanOrEqual(80)
    // The last batch has no pause after it: three pauses of four times a batch.
    expect(elapsed).toBeGreaterThanOrEqual(workMs + 3 * 4 * 20 * 0.95)
  })

  it('refuses a share outside (0, 1] or a size below 1', async () => {
    await expect(runPacedBatches([1], { size: 1, share: 0 }, async () => {})).rejects.toThrow(RangeError)
    await expect(runPacedBatches([1], { size: 0, share: 1 }, async () => {})).rejects.toThrow(RangeError)
  })
})
