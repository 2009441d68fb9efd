import type { CommitteeKind, CommitteeMember } from './committees'

/** One day (86,400 s): how long a browser may keep the committee lists. */
export const COMMITTEE_CACHE_TTL_MS = 86_400_000

/** localStorage key of a committee's public cache (a key per committee, kept one day). */
export const committeeCacheKey = (kind: CommitteeKind) => `committee-cache:${kind}`

interface CacheEntry {
  savedAt: number
  members: CommitteeMember[]
}

function isEntry(value: unknown): value is CacheEntry {
  if (!value || typeof value !== 'object') return false
  const v = value as Partial<CacheEntry>
  return typeof v.savedAt === 'number' && Array.isArray(v.members)
}

/** The cached list if it is younger than a day; a stale, broken or missing entry gives undefined. */
export function readCommitteeCache(kind: CommitteeKind, now = Date.now()): CacheEntry | undefined {
  try {
    const raw = localStorage.getItem(committeeCacheKey(kind))
    if (raw === null) return undefined
    const entry: unknown = JSON.parse(raw)
    if (!isEntry(entry) || entry.savedAt > now || now - entry.savedAt >= COMMITTEE_CACHE_TTL_MS) {
      localStorage.removeItem(committeeCacheKey(kind))
      return undefined
    }
    return entry
  } catch {
    return undefined
  }
}

export function writeCommitteeCache(kind: CommitteeKind, members: CommitteeMember[], now = Date.now()): void {
  try {
    localStorage.setItem(committeeCacheKey(kind), JSON.stringify({ savedAt: now, members } satisfies CacheEntry))
  } catch {
    // Storage full or disabled: the page still works, just without the cache.
  }
}
