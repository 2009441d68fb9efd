/**
 * Which public GETs the response cache keeps, the key each is kept under, and which writes drop them. No URL is
 * written here: each route declares its caching where it is defined (createRouter's `cache` option), and this
 * module answers from those declarations.
 */

import { BoundedMap } from '../../../common/bounded-map'

/** The longest search text (`q`) a cached list takes as part of its key; longer ones are answered uncached. */
export const SEARCH_TEXT_MAX = 200

/** A public GET the response cache keeps. */
export interface CachedRead {
  pattern: RegExp
  /** Reads `skip` and `limit` (the paginated lists); every other query parameter is ignored by every route. */
  paged: boolean
  /** A query parameter that makes another answer (a visitor's own selection): kept only when it is absent. */
  selectedBy?: 'sessions'
  /** A search text (`q`, at most SEARCH_TEXT_MAX characters) that filters the list: part of the key, as sent. */
  searchedBy?: 'q'
}

/** What a route says of its caching. */
export interface CacheDeclaration {
  /** The topic its answers are kept under: a successful write under one of `paths` drops them. */
  topic: string
  /** The paths (under /api) that belong to the topic, each with everything below it; the longest match wins. */
  paths: string[]
  /** Its public GETs that the response cache keeps. */
  reads?: CachedRead[]
  /** Other topics a successful write here drops too (the settings name the conference in the programme's exports). */
  writesAlsoDrop?: string[]
}

const DECLARED = new Map<string, Required<CacheDeclaration>>()
let CACHED: CachedRead[] = []
let PREFIXES: [string, string][] = []

/** Records routes' caching (again: nothing changes; two routers may share a topic, their parts add up). */
export function declareCache(...declarations: CacheDeclaration[]): void {
  for (const d of declarations) {
    const known = DECLARED.get(d.topic) ?? { topic: d.topic, paths: [], reads: [], writesAlsoDrop: [] }
    const add = <T>(list: T[], more: T[] | undefined, same: (a: T, b: T) => boolean) => {
      for (const item of more ?? []) if (!list.some((i) => same(i, item))) list.push(item)
    }
    add(known.paths, d.paths, (a, b) => a === b)
    add(known.reads, d.reads, (a, b) => a.pattern.source === b.pattern.source)
    add(known.writesAlsoDrop, d.writesAlsoDrop, (a, b) => a === b)
    DECLARED.set(d.topic, known)
  }
  CACHED = [...DECLARED.values()].flatMap((d) => d.reads)
  PREFIXES = [...DECLARED.values()]
    .flatMap((d) => d.paths.map((p): [string, string] => [p, d.topic]))
    .sort((a, b) => b[0].length - a[0].length)
}

/** Every declared topic. */
export function declaredTopics(): string[] {
  return [...DECLARED.keys()]
}

/** A query parameter as the route would read it: its one value, undefined when absent, null when repeated. */
type ParamReader = (name: 'skip' | 'limit' | 'sessions' | 'q') => string | undefined | null

/**
 * The cache key of a public GET: the route's canonical path plus only the parameters that route reads, parsed as
 * the route parses them (`skip` and `limit` as integers, in a fixed order). Undefined means "do not cache": not a
 * cacheable route, or parameters the route will refuse or cannot read one way only. Because the key is derived
 * from exactly what the handler reads, an entry can only ever hold the answer to its own key.
 */
export function cacheKeyOf(path: string, param: ParamReader): string | undefined {
  const route = CACHED.find((r) => r.pattern.test(path))
  if (!route) return undefined
  if (route.selectedBy && param(route.selectedBy) !== undefined) return undefined
  if (!route.paged) return path
  // The search text as sent (decoded): every distinct text is its own page, kept and evicted as pages are.
  const q = route.searchedBy ? param(route.searchedBy) : undefined
  if (q === null || (q !== undefined && q.length > SEARCH_TEXT_MAX)) return undefined
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

/** A cache key in an origin variant (http/site-origin.ts): one copy per origin, or the key itself for '' (all). */
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

/** Every topic a successful write to `path` makes stale: its own and the ones its route declares it drops too. */
export function topicsWrittenBy(path: string): string[] {
  const topic = topicOf(path)
  return [topic, ...(DECLARED.get(topic)?.writesAlsoDrop ?? [])]
}

/**
 * The topic a path belongs to: the declaration with the longest path containing it (the programme's draft and its
 * rooms are topics of their own, so an organiser editing the draft does not drop what visitors read of the
 * published programme). An undeclared path's topic is its first segment under /api.
 */
export function topicOf(path: string): string {
  for (const [prefix, topic] of PREFIXES)
    if (path === prefix || (path.startsWith(prefix) && path[prefix.length] === '/')) return topic
  return path.split('/')[2] ?? ''
}

/**
 * Cache keys worked out from raw request URLs, per variant (the visitor's origin; '' while one origin is
 * configured): the fast paths find a cached answer's key without parsing its URL and building its key again on
 * every request (issue 35). Only URLs that have a key are kept; each variant's memo, and the set of variants, are
 * bounded, so made-up URLs and hosts cannot grow them.
 */
export class KeyMemo {
  private readonly byVariant = new BoundedMap<string, BoundedMap<string, string>>(64)

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
      keys = new BoundedMap(4096)
      this.byVariant.set(variant, keys)
    }
    let key = keys.get(url)
    if (key === undefined) {
      key = make(url, arg)
      if (key !== undefined) keys.set(url, key)
    }
    return key
  }

  clear(): void {
    this.byVariant.clear()
  }
}
