import type { ResponseCache } from '../../cache/response-cache'

/**
 * Answers of recent searches, kept until anything on the site changes: the response cache tells every instance
 * about every write (onInvalidate), and while it cannot (`reliable` false) nothing is served from here. People
 * type the same few names and words, and a search costs a few milliseconds of database and server time; a
 * repeat costs almost nothing. Bounded, least recently used first out; misses for one key share one search.
 */
export class SearchCache<T> {
  private entries = new Map<string, { value: T; bytes: number }>()
  private inflight = new Map<string, Promise<T>>()
  /** What every search does first (search.queries.ts preparePages), kept as the answers are. */
  private sharedWork = new Map<string, Promise<unknown>>()
  private bytes = 0
  /** Raised by every invalidation: a search that started before one is not kept. */
  private generation = 0

  constructor(
    private readonly responseCache: Pick<ResponseCache, 'onInvalidate' | 'reliable'> | undefined,
    private readonly maxEntries = 2000,
    private readonly maxBytes = 8 * 1024 * 1024,
  ) {
    responseCache?.onInvalidate(() => this.clear())
  }

  clear(): void {
    this.generation++
    this.entries.clear()
    this.inflight.clear()
    this.sharedWork.clear()
    this.bytes = 0
  }

  /**
   * `compute()`'s outcome, shared by every search until anything on the site changes (then computed again), like
   * the answers but outside their bounds; a failure is not kept. While invalidations may not arrive, never kept.
   */
  shared<V>(key: string, compute: () => Promise<V>): Promise<V> {
    if (!this.responseCache?.reliable) return compute()
    const kept = this.sharedWork.get(key) as Promise<V> | undefined
    if (kept !== undefined) return kept
    const work = compute()
    this.sharedWork.set(key, work)
    work.catch(() => {
      if (this.sharedWork.get(key) === work) this.sharedWork.delete(key)
    })
    return work
  }

  get size(): number {
    return this.entries.size
  }

  /** The cached answer for `key`, else `compute()`'s (kept when nothing changed meanwhile). */
  async get(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.responseCache?.reliable) return compute()
    const hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit.value
    }
    const pending = this.inflight.get(key)
    if (pending !== undefined) return pending
    const generation = this.generation
    const promise = compute()
    this.inflight.set(key, promise)
    try {
      const value = await promise
      if (generation === this.generation) this.store(key, value)
      return value
    } finally {
      if (this.inflight.get(key) === promise) this.inflight.delete(key)
    }
  }

  private store(key: string, value: T) {
    const bytes = key.length + (typeof value === 'string' ? value.length : JSON.stringify(value).length)
    const previous = this.entries.get(key)
    if (previous) {
      this.entries.delete(key)
      this.bytes -= previous.bytes
    }
    this.entries.set(key, { value, bytes })
    this.bytes += bytes
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= entry.bytes
    }
  }
}
