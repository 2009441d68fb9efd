import { setImmediate as nextTurn } from 'node:timers/promises'

// Bulk work (e.g. certificates issued to every registration, issue 53 item 5) runs in batches that give the event
// loop back between them, so the site's other requests keep being answered while it runs.

export interface PacedBatchesOptions {
  /** Items per batch. */
  size: number
  /**
   * The most of the time the batches may take, 0 < share ≤ 1: after a batch of t ms comes a pause of
   * t × (1 / share − 1) ms, during which only other work runs. 1: no pause, only the turn of the event loop.
   */
  share: number
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs `work` on `items` in batches of `options.size`, one after another. Before each batch after the first, the
 * event loop turns (setImmediate: pending I/O and timers run) and waits out the pacing of `options.share`.
 * Answers how long the batches themselves took (ms), without the pauses.
 */
export async function runPacedBatches<T>(
  items: readonly T[],
  options: PacedBatchesOptions,
  work: (batch: T[], first: number) => Promise<void>,
): Promise<number> {
  if (!(options.size >= 1) || !(options.share > 0 && options.share <= 1))
    throw new RangeError('runPacedBatches: size ≥ 1 and 0 < share ≤ 1')
  const pausePerWork = 1 / options.share - 1
  let lastMs = 0
  let totalMs = 0
  for (let first = 0; first < items.length; first += options.size) {
    if (first > 0) {
      // The check phase (after I/O), then the timers: whatever queued during the batch goes first.
      await nextTurn()
      await pause(lastMs * pausePerWork)
    }
    const began = performance.now()
    await work(items.slice(first, first + options.size), first)
    lastMs = performance.now() - began
    totalMs += lastMs
  }
  return totalMs
}
