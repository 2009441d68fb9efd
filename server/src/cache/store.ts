import { type Entry, markUsed } from './compute'

/**
 * Anyone can ask for endless distinct pages (`skip`, `limit`): the cache keeps at most this many bytes (body + gzip
 * + brotli). Pages go first, least recently used first; the plain lists and items only when no page is left.
 */
export const MAX_CACHED_BYTES = 32 * 1024 * 1024

/** The cached answers in memory: plain lists and items, and pages (`?skip=…&limit=…`), each least recently used first. */
export class EntryStore {
  private plain = new Map<string, Entry>()
  private pages = new Map<string, Entry>()
  private cachedBytes = 0
  /** Entries stored since start: what lookup compares an entry's `touched` with. */
  private stores = 0

  get size(): number {
    return this.plain.size + this.pages.size
  }

  /** Bytes held by the cached responses. */
  get bytes(): number {
    return this.cachedBytes
  }

  private mapOf(key: string): Map<string, Entry> {
    return key.includes('?') ? this.pages : this.plain
  }

  /** The entry for `key`, marked most recently used. */
  lookup(key: string): Entry | undefined {
    const map = this.mapOf(key)
    const hit = map.get(key)
    if (hit) markUsed(map, key, hit, this.stores)
    return hit
  }

  private drop(key: string) {
    const map = this.mapOf(key)
    const entry = map.get(key)
    if (!entry) return
    map.delete(key)
    this.cachedBytes -= entry.size
  }

  /** Stores an entry as the most recently used; evicts the least recently used beyond the budget. */
  store(key: string, entry: Entry) {
    this.drop(key)
    if (entry.size > MAX_CACHED_BYTES / 4) return
    entry.touched = ++this.stores
    this.mapOf(key).set(key, entry)
    this.cachedBytes += entry.size
    // Pages first: a flood of distinct pages never pushes out the plain lists that every visitor reads.
    for (const map of [this.pages, this.plain]) {
      for (const oldest of map.keys()) {
        if (this.cachedBytes <= MAX_CACHED_BYTES) return
        this.drop(oldest)
      }
    }
  }

  /** Drops the entries of `topic`. */
  dropTopic(topic: string) {
    for (const map of [this.plain, this.pages])
      for (const [key, entry] of map) if (entry.topic === topic) this.drop(key)
  }

  clear() {
    this.plain.clear()
    this.pages.clear()
    this.cachedBytes = 0
  }
}
