import { isTokenPagePath } from '../../../common/private-paths'
import { keyInVariant } from '../cache/keys'
import type { RenderModule } from './render-module'

/** How a request's URL is rendered and kept: `key` undefined when its answer is not kept. */
export interface PageRequest {
  url: string
  key: string | undefined
  /** A known page without a query: rendered at once (one render per key at a time), never queued. */
  known: boolean
}

/**
 * What a request's URL renders and where it is kept. Only the query parameters the page reads stay
 * (`/?utm_source=x` is `/`); odd paths (escapes, `//`, long) render as sent and are not kept.
 */
export function pageRequestOf(
  rawUrl: string,
  loaded: Pick<RenderModule, 'pageQueryParams'> | undefined,
  variantOf: () => string | undefined,
  knownPaths: ReadonlySet<string>,
): PageRequest {
  const mark = rawUrl.indexOf('?')
  const path = mark === -1 ? rawUrl : rawUrl.slice(0, mark)
  if (!/^\/[A-Za-z0-9/_.~()-]*$/.test(path) || path.length > 200 || path.includes('//'))
    return { url: rawUrl, key: undefined, known: false }
  // A registrant's own page (personal data, its token) or a ticket's: rendered for its visitor, never kept.
  if (isPrivatePagePath(path)) return { url: path, key: undefined, known: false }
  let url = path
  if (mark !== -1) {
    const reads = loaded?.pageQueryParams?.(path) ?? []
    if (reads.length > 0) {
      const given = new URLSearchParams(rawUrl.slice(mark + 1))
      const kept = new URLSearchParams()
      for (const name of reads) {
        const value = given.get(name)
        if (value) kept.set(name, value.slice(0, 200))
      }
      if (kept.size > 0) url = `${path}?${kept}`
    }
  }
  const key = keyInVariant(url, variantOf())
  return { url, key, known: url === path && knownPaths.has(path) }
}

/** The request's path and query exactly as sent. */
export function rawPathAndQuery(url: string): string {
  const start = url.indexOf('/', url.indexOf('://') + 3)
  return start === -1 ? '/' : url.slice(start)
}

/**
 * Pages never kept by the page cache, the service worker or a browser: a registrant's own page
 * (/registration/<token>) and a check-in ticket (/check-in/<ticket>).
 */
export const isPrivatePagePath = isTokenPagePath
