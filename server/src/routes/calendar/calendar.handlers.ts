import type { RouteHandler } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { AppEnv } from '../../api/create-router'
import { notFound } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { textAnswer } from '../../api/text-answer'
import { readConference } from '../settings/settings.queries'
import { type CalendarConference, calendarConferenceOf, calendarOf, fileNameOf, uidDomain } from './calendar.feed'
import * as queries from './calendar.queries'
import type * as routes from './calendar.routes'

// Calendar clients poll a subscription every few hours; five minutes keeps a moved deadline from lingering.
const CACHE_CONTROL = 'public, max-age=300'

function calendarAnswer(c: Context, body: string, fileName: string) {
  return textAnswer(c, body, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `inline; filename="${fileName}"`,
    'Cache-Control': CACHE_CONTROL,
  })
}

/** What a calendar names the conference by, from the event settings (read on every answer: an edit shows at once). */
async function conferenceOf(c: Context<AppEnv>): Promise<CalendarConference> {
  return calendarConferenceOf(await readConference(c.get('db')))
}

/**
 * `fixedOrigin` (PUBLIC_URL's origin) is fixed when the router is built: the UIDs carry its host, never the host of
 * one request; without it the conference's acronym.
 */
export function calendarHandlers(fixedOrigin: string | undefined) {
  const getCalendarFeed: RouteHandler<typeof routes.getCalendarFeed, AppEnv> = async (c) => {
    const [rows, conference] = await Promise.all([queries.listImportantDates(c.get('db')), conferenceOf(c)])
    const domain = uidDomain(fixedOrigin, conference.acronym)
    return calendarAnswer(c, calendarOf(rows, c.get('publicOrigin'), domain, conference), fileNameOf(conference))
  }

  const getCalendarEvent: RouteHandler<typeof routes.getCalendarEvent, AppEnv> = async (c) => {
    const { file } = c.req.valid('param')
    const id = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : ''
    const row = isUuid(id) ? await queries.findImportantDate(c.get('db'), id) : undefined
    if (!row) throw notFound('Important date')
    const conference = await conferenceOf(c)
    const domain = uidDomain(fixedOrigin, conference.acronym)
    return calendarAnswer(c, calendarOf([row], c.get('publicOrigin'), domain, conference), fileNameOf(conference, row))
  }

  return { getCalendarFeed, getCalendarEvent }
}
