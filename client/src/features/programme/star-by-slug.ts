// A star for a session known only by its slug and title (a search result, issue 34 item 1): the stored entry
// needs the session's id, which the published programme has.
import type { QueryClient } from '@tanstack/react-query'
import { programmeQueryOptions } from './api'
import { getMyProgramme, toggleStarred } from './my-programme'

export const SESSION_NOT_IN_PROGRAMME = 'This session is no longer in the programme.'

/**
 * Stars the session, or unstars it when it is starred. Unstarring needs nothing more (the stored entry is found by
 * its slug); starring takes the id from the published programme: the copy already loaded, else (or when that copy
 * does not have the session yet) a fresh one. Returns whether the session is now starred; rejects when the
 * programme cannot be loaded or no longer has the session.
 */
export async function toggleStarredBySlug(
  queryClient: QueryClient,
  session: { slug: string; title: string },
): Promise<boolean> {
  const stored = getMyProgramme().find((e) => e.slug === session.slug)
  if (stored) return toggleStarred(stored)
  const inProgramme = async (fresh: boolean) =>
    (
      await queryClient.fetchQuery(fresh ? { ...programmeQueryOptions, staleTime: 0 } : programmeQueryOptions)
    ).sessions.find((s) => s.slug === session.slug)
  const found = (await inProgramme(false)) ?? (await inProgramme(true))
  if (!found) throw new Error(SESSION_NOT_IN_PROGRAMME)
  return toggleStarred({ id: found._id, slug: found.slug, title: found.title })
}
