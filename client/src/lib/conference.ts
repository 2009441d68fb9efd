// The conference's identity (names, year, days, venue, mode), from the event settings (GET /api/settings,
// common/conference.ts): every page, title and text that names the conference reads it here. A server-rendered
// page has the settings in its state; elsewhere they load with the first page (the root layout reads them too).
import { DEFAULT_LOGO_URL } from '@common/carousel'
import { type Conference, fillConference, fillConferenceIn } from '@common/conference'
import { DEFAULT_ORGANISER, type Organiser } from '@common/organiser'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { api, unwrap } from './api'

/** The public settings: the conference, the contact page, footer, registrations, call for papers and guidelines. */
export const eventSettingsQueryOptions = queryOptions({
  queryKey: ['settings', 'public'],
  queryFn: async () => unwrap(await api.GET('/settings')).settings,
})

/** The conference of the event settings; undefined until they have loaded (or when they could not be). */
export function useConference(): Conference | undefined {
  return useQuery(eventSettingsQueryOptions).data?.conference
}

/** Who hosts the conference and where (settings `organiser`, set in /admin/settings); the seeded host while they load. */
export function useOrganiser(): Organiser {
  return useQuery(eventSettingsQueryOptions).data?.organiser ?? DEFAULT_ORGANISER
}

/** The site logo (settings `logoUrl`, uploaded in /admin/settings); today's while the settings load. */
export function useSiteLogo(): string {
  return useQuery(eventSettingsQueryOptions).data?.logoUrl ?? DEFAULT_LOGO_URL
}

/** A function that fills a text's conference tokens (`{shortName}`, `{dates}`…) with this edition's values. */
export function useConferenceText(): (text: string) => string {
  const conference = useConference()
  return useCallback((text: string) => fillConference(text, conference), [conference])
}

/** A content value (texts, lists, objects) with every conference token filled. */
export function useConferenceContent<T>(value: T): T {
  const conference = useConference()
  return useMemo(() => fillConferenceIn(value, conference), [value, conference])
}
