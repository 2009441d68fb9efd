// "My programme" (issue 34 item 1): the sessions a visitor starred, kept in this browser (localStorage), no account.
// Each entry keeps the session's slug and title beside its id, so that a session later removed from the programme
// can still be named ("No longer in the programme") until the visitor removes it. The server renders every star
// unpressed (its snapshot is empty); the browser applies the stored stars right after hydration.
import { useBrowserValue } from '@/lib/use-browser-value'

export interface StarredSession {
  id: string
  slug: string
  title: string
}

export const MY_PROGRAMME_KEY = 'icnari:my-programme:v1'
/** At most this many stars (and ids in a shared link). */
export const MY_PROGRAMME_MAX = 200

const ID_RE = /^[A-Za-z0-9_-]{1,120}$/
const EMPTY: readonly StarredSession[] = Object.freeze([])

/** The stored list, whatever the storage holds: entries without a usable id are dropped, duplicates once. */
export function parseStored(raw: string | null | undefined): StarredSession[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const out: StarredSession[] = []
  for (const item of value) {
    if (!item || typeof item !== 'object') continue
    const { id, slug, title } = item as Record<string, unknown>
    if (typeof id !== 'string' || !ID_RE.test(id) || seen.has(id)) continue
    seen.add(id)
    out.push({
      id,
      slug: typeof slug === 'string' ? slug.slice(0, 200) : '',
      title: typeof title === 'string' ? title.slice(0, 300) : '',
    })
    if (out.length >= MY_PROGRAMME_MAX) break
  }
  return out
}

/** The ids of a shared link's `s` parameter ("id,id,…", ids or slugs): the usable ones, once each, in order. */
export function parseShareParam(value: unknown): string[] {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''
  const ids: string[] = []
  for (const part of text.split(',')) {
    const id = part.trim()
    if (ID_RE.test(id) && !ids.includes(id)) ids.push(id)
    if (ids.length >= MY_PROGRAMME_MAX) break
  }
  return ids
}

/**
 * The link that carries a choice to another device: `/programme?s=3,7,12`, the sessions' short numbers (ten
 * sessions stay under 100 characters for a chat message). Links made before, with ids or slugs, still work.
 */
export const shareLink = (origin: string, numbers: readonly number[]): string =>
  `${origin}/programme?s=${numbers.join(',')}`

/** Whether an entry of a shared link names the session: its short number, or (older links) its id or slug. */
export const sharedEntryIs = (entry: string, session: { _id: string; slug: string; number: number }): boolean =>
  entry === String(session.number) || entry === session._id || entry === session.slug

/** Whether a session is among the starred ones (by id, or by slug for an entry made from a search result). */
export const isStarred = (list: readonly StarredSession[], session: { _id?: string; slug: string }): boolean =>
  list.some((e) => e.id === session._id || (!!e.slug && e.slug === session.slug))

// The store: the list parsed once per stored text (React's external stores need the same object until it changes).
const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cached: readonly StarredSession[] = EMPTY

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(MY_PROGRAMME_KEY) ?? null
  } catch {
    return null
  }
}

export function getMyProgramme(): readonly StarredSession[] {
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = raw ? parseStored(raw) : EMPTY
  }
  return cached
}

function write(list: readonly StarredSession[]): void {
  try {
    storage()?.setItem(MY_PROGRAMME_KEY, JSON.stringify(list.slice(0, MY_PROGRAMME_MAX)))
  } catch {
    // Storage full or refused (private mode): the stars last as long as the page does.
    cachedRaw = JSON.stringify(list)
    cached = list
  }
  for (const l of listeners) l()
}

export function subscribeMyProgramme(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === MY_PROGRAMME_KEY) listener()
  }
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
  }
}

/** Stars a session, or unstars it when it is starred already (by id or slug). Returns whether it is now starred. */
export function toggleStarred(entry: StarredSession): boolean {
  const list = getMyProgramme()
  const match = (e: StarredSession) => e.id === entry.id || (!!entry.slug && e.slug === entry.slug)
  if (list.some(match)) {
    write(list.filter((e) => !match(e)))
    return false
  }
  write([...list, entry])
  return true
}

/** Stars every given session not starred yet; returns how many were added. */
export function addStarred(entries: readonly StarredSession[]): number {
  const list = [...getMyProgramme()]
  let added = 0
  for (const entry of entries) {
    if (list.some((e) => e.id === entry.id || (!!entry.slug && e.slug === entry.slug))) continue
    list.push(entry)
    added++
  }
  if (added) write(list)
  return added
}

export function removeStarred(id: string): void {
  write(getMyProgramme().filter((e) => e.id !== id))
}

/** The starred sessions: none on the server and while hydrating, the stored ones from the hydration gate on. */
export function useMyProgramme(): readonly StarredSession[] {
  return useBrowserValue(subscribeMyProgramme, getMyProgramme, EMPTY)
}
