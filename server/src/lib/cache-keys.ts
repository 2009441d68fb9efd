/** Which public GETs the response cache keeps, and the key each is kept under. */
import { COMMITTEES } from '../routes/committees/committees.definitions'
import { PAPER_SEARCH_MAX } from '../routes/papers/papers.schemas'

interface CacheableRoute {
  pattern: RegExp
  /** Reads `skip` and `limit` (the paginated lists); every other query parameter is ignored by every route. */
  paged: boolean
  /** A query parameter that makes another answer (a visitor's own selection): kept only when it is absent. */
  selectedBy?: 'sessions'
  /** A search text (`q`, at most PAPER_SEARCH_MAX characters) that filters the list: part of the key, as sent. */
  searchedBy?: 'q'
}

const CACHEABLE: CacheableRoute[] = [
  { pattern: /^\/api\/papers\/all$/, paged: true, searchedBy: 'q' },
  { pattern: /^\/api\/speaker\/all$/, paged: true },
  { pattern: /^\/api\/speaker\/get\/[^/%]+$/, paged: false },
  { pattern: /^\/api\/recentupdate\/all$/, paged: true },
  { pattern: /^\/api\/photogallery\/all$/, paged: false },
  // Topic `sponsors`: every write under /api/sponsors drops it.
  { pattern: /^\/api\/sponsors$/, paged: false },
  // The published programme, its changelog and its workshops (topic `programme`: a publish drops them) and the rooms (topic
  // `programme-rooms`: a room's write drops them).
  { pattern: /^\/api\/programme$/, paged: false },
  { pattern: /^\/api\/programme\/versions$/, paged: false },
  { pattern: /^\/api\/programme\/workshops$/, paged: false },
  { pattern: /^\/api\/programme\/rooms$/, paged: false },
  // The exports change only when a version is published (or the conference's settings change: WRITE_ALSO_DROPS).
  { pattern: /^\/api\/programme\/schedule\.(xml|json)$/, paged: false },
  { pattern: /^\/api\/programme\/calendar\.ics$/, paged: false, selectedBy: 'sessions' },
  // Every committee's list and members, from the one committee definition (a new committee is cached too).
  ...COMMITTEES.map((c) => ({
    pattern: new RegExp(`^/api/${c.path}/(getAllMembers|getMember/[^/%]+)$`),
    paged: false,
  })),
  // Topic `organisingcommitee`: a heading's rename renames its members, and their list is dropped with it.
  { pattern: /^\/api\/organisingcommitee\/headings$/, paged: false },
  // Topic `pages`: a page's save drops every page's answer (and the rendered pages that read them).
  { pattern: /^\/api\/pages(?:\/[a-z0-9-]{1,60})?$/, paged: false },
]

/** A query parameter as the route would read it: its one value, undefined when absent, null when repeated. */
type ParamReader = (name: 'skip' | 'limit' | 'sessions' | 'q') => string | undefined | null

/**
 * The cache key of a public GET: the route's canonical path plus only the parameters that route reads, parsed as
 * the route parses them (`skip` and `limit` as integers, in a fixed order). Undefined means "do not cache": not a
 * cacheable route, or parameters the route will refuse or cannot read one way only. Because the key is derived
 * from exactly what the handler reads, an entry can only ever hold the answer to its own key.
 */
export function cacheKeyOf(path: string, param: ParamReader): string | undefined {
  const route = CACHEABLE.find((r) => r.pattern.test(path))
  if (!route) return undefined
  if (route.selectedBy && param(route.selectedBy) !== undefined) return undefined
  if (!route.paged) return path
  // The search text as sent (decoded): every distinct text is its own page, kept and evicted as pages are.
  const q = route.searchedBy ? param(route.searchedBy) : undefined
  if (q === null || (q !== undefined && q.length > PAPER_SEARCH_MAX)) return undefined
  const skip = param('skip')
  const limit = param('limit')
  if (skip === null || limit === null) return undefined
  if (skip !== undefined && !/^\d{1,9}$/.test(skip)) return undefined
  if (limit !== undefined && !(/^\d{1,4}$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 1000)) return undefined
  const skipN = skip === undefined ? 0 : Number(skip)
  if (q === undefined && skipN === 0 && limit === undefined) return path
  const search = q === undefined ? '' : `q=${encodeURIComponent(q)}&`
  return `${path}?${search}skip=${skipN}${limit === undefined ? '' : `&limit=${Number(limit)}`}`
}

/** A cache key in an origin variant (lib/site-origin.ts): one copy per origin, or the key itself for '' (all). */
export function keyInVariant(key: string | undefined, variant: string | undefined): string | undefined {
  return key === undefined || !variant ? key : `${key}#${variant}`
}

/** The path of a request URL exactly as sent (no percent-decoding), as Hono's own getPath finds it. */
export function rawPathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('://') + 3)
  if (start === -1) return '/'
  const end = url.indexOf('?', start)
  return url.slice(start, end === -1 ? undefined : end)
}

// Only plain `name=value&...` queries are read on the Node fast path; anything encoded goes through Hono.
const PLAIN_QUERY = /^[A-Za-z0-9_.~=&-]*$/

/** Cache key for a raw Node request URL (`/api/...?...`), or undefined when only the full app may answer it. */
export function cacheKeyOfRawUrl(url: string): string | undefined {
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  if (q === -1) return cacheKeyOf(path, () => undefined)
  const query = url.slice(q + 1)
  if (!PLAIN_QUERY.test(query)) return undefined
  const values = new Map<string, string[]>()
  for (const part of query.split('&')) {
    const eq = part.indexOf('=')
    const name = eq === -1 ? part : part.slice(0, eq)
    if (name !== 'skip' && name !== 'limit' && name !== 'sessions' && name !== 'q') continue
    const list = values.get(name) ?? []
    list.push(eq === -1 ? '' : part.slice(eq + 1))
    values.set(name, list)
  }
  return cacheKeyOf(path, (name) => {
    const list = values.get(name)
    return list === undefined ? undefined : list.length === 1 ? list[0] : null
  })
}

/**
 * Topics that a successful write to a topic also drops: the programme's exports name the conference (its acronym,
 * days and public URL) from the settings.
 */
const WRITE_ALSO_DROPS: Record<string, string[]> = { settings: ['programme'] }

/** Every topic a successful write to `path` makes stale. */
export function topicsWrittenBy(path: string): string[] {
  const topic = topicOf(path)
  return [topic, ...(WRITE_ALSO_DROPS[topic] ?? [])]
}

/**
 * The resource a path belongs to: its first segment under /api (`papers`, `speaker`, `organisingcommitee`, …). The
 * programme's draft (`programme-draft`) and its rooms (`programme-rooms`) are topics of their own: what visitors
 * read of the programme is its published version, which only a publish (or the settings it names) changes, so an
 * organiser editing the draft does not drop the programme's pages and exports for every visitor.
 */
export function topicOf(path: string): string {
  const parts = path.split('/')
  const topic = parts[2] ?? ''
  if (topic === 'programme') {
    if (parts[3] === 'sessions') return 'programme-draft'
    if (parts[3] === 'rooms') return 'programme-rooms'
  }
  return topic
}

/**
 * Cache keys worked out from raw request URLs, per variant (the visitor's origin; '' while one origin is
 * configured): the fast paths find a cached answer's key without parsing its URL and building its key again on
 * every request (issue 35). Only URLs that have a key are kept; each variant's map, and the set of variants, start
 * again when full, so made-up URLs and hosts cannot grow them.
 */
export class KeyMemo {
  private readonly byVariant = new Map<string, Map<string, string>>()

  /**
   * The key of the raw URL `url` for `variant`: remembered, else `make(url, arg)` (kept when it is not undefined).
   * `make` and `arg` are separate so that a caller passes a function made once, not a closure per request.
   */
  keyOf<A>(
    variant: string,
    url: string,
    make: (url: string, arg: A) => string | undefined,
    arg: A,
  ): string | undefined {
    let keys = this.byVariant.get(variant)
    if (!keys) {
      if (this.byVariant.size >= 64) this.byVariant.clear()
      keys = new Map()
      this.byVariant.set(variant, keys)
    }
    let key = keys.get(url)
    if (key === undefined) {
      key = make(url, arg)
      if (key === undefined) return undefined
      if (keys.size >= 4096) keys.clear()
      keys.set(url, key)
    }
    return key
  }

  clear(): void {
    this.byVariant.clear()
  }
}
