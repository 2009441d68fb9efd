import { type Entry, type EntryDraft, markUsed } from '../cache/compute'

const MAX_PAGE_BYTES = 16 * 1024 * 1024
/** Pages kept with a query (`/programs/speakers?q=…`): few, so varied queries never push the pages out. */
const MAX_QUERY_PAGES = 32

/** What a rendered page is kept with besides its bodies. */
interface PageMeta {
  status: number
  topics: Set<string>
  expiresAt: number
  title?: string
  lastModified?: string
}

export interface PageEntry extends Entry, PageMeta {}

/**
 * A page just rendered: its plain body and ETag at once, its compressed copies on their way (the cache keeps it
 * once both are made). Its visitor waits only for the encoding it takes (docs/decisions/018).
 */
export interface PageDraft extends PageMeta {
  draft: EntryDraft
}

/** The rendered pages kept in memory, least recently used first, each until it expires or what it read changes. */
export class PageStore {
  private readonly entries = new Map<string, PageEntry>()
  private bytes = 0
  private queryPages = 0
  /** Pages stored since start (lookup's LRU touch). */
  private stores = 0

  constructor(private readonly now: () => number) {}

  get size(): number {
    return this.entries.size
  }

  /** Drops the pages that read `topic` (every page when undefined). */
  dropRead(topic: string | undefined) {
    for (const [key, entry] of this.entries) if (topic === undefined || entry.topics.has(topic)) this.drop(key)
  }

  private drop(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.size
    if (key.includes('?')) this.queryPages--
  }

  lookup(key: string): PageEntry | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    if (hit.expiresAt <= this.now()) {
      this.drop(key)
      return undefined
    }
    markUsed(this.entries, key, hit, this.stores)
    return hit
  }

  store(key: string, entry: PageEntry) {
    this.drop(key)
    entry.touched = ++this.stores
    this.entries.set(key, entry)
    this.bytes += entry.size
    if (key.includes('?') && ++this.queryPages > MAX_QUERY_PAGES) {
      for (const oldest of this.entries.keys()) {
        if (oldest.includes('?')) {
          this.drop(oldest)
          break
        }
      }
    }
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= MAX_PAGE_BYTES) break
      this.drop(oldest)
    }
  }
}
