import type { DehydratedState } from '@tanstack/react-query'

/** The id of the non-executable `<script type="application/json">` a server-rendered page carries its data in. */
export const SERVER_STATE_ID = 'server-state'

/**
 * The query cache the server rendered the page from, or undefined. Its answers count as fetched now: the server's
 * copy is dropped the moment anything in it changes, so a cached page's data is current however old the render.
 */
export function readServerState(doc: Document): DehydratedState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent
  if (!text) return undefined
  try {
    const state = JSON.parse(text) as DehydratedState
    const now = Date.now()
    for (const query of state.queries) {
      query.state.dataUpdatedAt = now
      query.dehydratedAt = now
    }
    return state
  } catch {
    return undefined
  }
}
