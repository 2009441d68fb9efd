import { type AnyRouter, isNotFound } from '@tanstack/react-router'

/**
 * Whether the router shows a not-found page for its current state, through its public API only: a loader threw
 * `notFound()` (the match's status, or its error when the root's not-found page shows it), or no route matches the
 * path at all (`getMatchedRoutes` finds no route; this site has no catch-all route, so that is every unknown path).
 */
export function showsNotFound(
  router: Pick<AnyRouter, 'getMatchedRoutes'>,
  state: { matches: ReadonlyArray<{ status: string; error: unknown }>; location: { pathname: string } },
): boolean {
  if (state.matches.some((m) => m.status === 'notFound' || isNotFound(m.error))) return true
  const [, , foundRoute] = router.getMatchedRoutes(state.location.pathname)
  return foundRoute === undefined
}
