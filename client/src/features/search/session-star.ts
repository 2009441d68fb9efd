// The search dialog's star (issue 34 item 1): which session result it is for. Pure, for the dialog and its tests.
import type { SearchResult } from './api'

export interface ResultSession {
  /** The result's value in the list (its URL). */
  url: string
  slug: string
  title: string
}

/** A session's page: /programme/<slug>, a workshop's /programs/technical-session/<slug>. */
const SESSION_PAGE = /^\/(?:programme|programs\/technical-session)\/([^/?#]+)$/

/** The session a result names (the slug of its page, its title), or undefined for any other result. */
export function sessionOfResult(result: Pick<SearchResult, 'kind' | 'url' | 'title'>): ResultSession | undefined {
  if (result.kind !== 'session') return undefined
  const raw = SESSION_PAGE.exec(result.url)?.[1]
  if (!raw) return undefined
  try {
    return { url: result.url, slug: decodeURIComponent(raw), title: result.title }
  } catch {
    return undefined
  }
}

/**
 * The session whose star the dialog shows: the chosen result when it is a session, the first session when nothing
 * is chosen (or the choice is of an earlier list), none when the chosen result is of another kind.
 */
export function starTargetOf(
  results: readonly Pick<SearchResult, 'kind' | 'url' | 'title'>[],
  chosen: string,
): ResultSession | undefined {
  const picked = chosen ? results.find((r) => r.url === chosen) : undefined
  if (picked) return sessionOfResult(picked)
  for (const result of results) {
    const session = sessionOfResult(result)
    if (session) return session
  }
  return undefined
}
