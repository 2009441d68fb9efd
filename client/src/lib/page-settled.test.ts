import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SETTLE_AFTER_LOAD_MS, whenPageSettled } from './page-settled'

describe('whenPageSettled', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs only once the page has loaded and then stayed SETTLE_AFTER_LOAD_MS', () => {
    const run = vi.fn()
    // jsdom's document has loaded: the wait starts now.
    expect(document.readyState).toBe('complete')
    whenPageSettled(run)
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    vi.runOnlyPendingTimers()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled', () => {
    const run = vi.fn()
    const cancel = whenPageSettled(run)
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS / 2)
    cancel()
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS * 2)
    vi.runOnlyPendingTimers()
    expect(run).not.toHaveBeenCalled()
  })
})
