import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'

export type Programme = components['schemas']['Programme']
export type ProgrammeSession = components['schemas']['PublishedSession']
export type ProgrammeRoom = components['schemas']['Room']
export type ProgrammeVersion = components['schemas']['ProgrammeVersion']

export const PROGRAMME_FETCH_FAILED = 'Failed to load the programme. Please try again.'
export const VERSIONS_FETCH_FAILED = 'Failed to load the programme changes. Please try again.'

/** GET /api/programme: the latest published version (rooms and sessions, speakers and papers resolved). */
export const programmeQueryOptions = queryOptions({
  queryKey: ['programme', 'published'],
  queryFn: async () => unwrap(await api.GET('/programme')),
})

/** GET /api/programme/versions: every published version with its changes, newest first. */
export const programmeVersionsQueryOptions = queryOptions({
  queryKey: ['programme', 'versions'],
  queryFn: async () => unwrap(await api.GET('/programme/versions')).versions,
})

/** The exports (frab XML and JSON, the calendar feed), for apps and calendars. */
export const PROGRAMME_EXPORTS = {
  xml: '/api/programme/schedule.xml',
  json: '/api/programme/schedule.json',
  ics: '/api/programme/calendar.ics',
} as const

/** One session's calendar file. */
export const sessionIcsPath = (id: string): string => `${PROGRAMME_EXPORTS.ics}?sessions=${encodeURIComponent(id)}`
