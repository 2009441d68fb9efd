import type { RouteHandler } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { AppEnv } from '../../api/create-router'
import { HttpError } from '../../api/errors'
import { textAnswer } from '../../api/text-answer'
import { PUBLIC_CACHE_CONTROL } from '../../cache/headers'
import { uidDomain } from '../calendar/calendar.feed'
import { readConference } from '../settings/settings.queries'
import {
  acronymOf,
  exportFileName,
  parseSessionSelection,
  programmeCalendarOf,
  scheduleJsonOf,
  scheduleXmlOf,
  selectSessions,
} from './programme.exports'
import { keptLatestProgramme } from './programme.published'
import type * as routes from './programme.routes'

// Apps and calendars poll these. The whole exports are kept by the response cache (cache-keys.ts), whose answers
// revalidate every time: the bodies change only when a version is published (or the conference's settings are
// edited), so a poll between two publications is a 304, and a moved session is seen at the next poll. A visitor's
// own selection (?sessions=) is built per request with the same policy.
const CACHE_CONTROL = PUBLIC_CACHE_CONTROL

/** The most an export may weigh: far above any real programme, well below what would stall the server. */
export const MAX_EXPORT_BYTES = 20 * 1024 * 1024

/** An export over MAX_EXPORT_BYTES: logged as the server's error (the data is at fault, not the visitor). */
export class ExportTooLargeError extends Error {
  override name = 'ExportTooLargeError'
}

function exportAnswer(c: Context, body: string, contentType: string, fileName: string) {
  const bytes = Buffer.byteLength(body)
  if (bytes > MAX_EXPORT_BYTES)
    throw new ExportTooLargeError(
      `${c.req.path} would be ${(bytes / 1024 / 1024).toFixed(1)} MB, over its ${MAX_EXPORT_BYTES / 1024 / 1024} MB bound: not sent. Check the published programme's sessions (their number, descriptions and dates).`,
    )
  return textAnswer(c, body, {
    'Content-Type': `${contentType}; charset=utf-8`,
    'Content-Disposition': `inline; filename="${fileName}"`,
    'Cache-Control': CACHE_CONTROL,
  })
}

/**
 * The latest published version and the conference, checked on every answer (a publication shows at once); the
 * version's snapshot is read from the database only once per version (a selection is built per request).
 */
async function published(c: Context<AppEnv>) {
  const db = c.get('db')
  const [{ version, snapshot }, conference] = await Promise.all([keptLatestProgramme(db), readConference(db)])
  return { version, snapshot, conference }
}

/**
 * `fixedOrigin`: PUBLIC_URL's origin, if set (as the calendar router takes it): the calendar's UIDs carry its host,
 * never the host of one request; without it the conference's acronym.
 */
export function programmeExportHandlers(fixedOrigin: string | undefined) {
  const getScheduleXml: RouteHandler<typeof routes.getScheduleXml, AppEnv> = async (c) => {
    const { version, snapshot, conference } = await published(c)
    const body = scheduleXmlOf(snapshot, version, conference, c.get('publicOrigin'))
    return exportAnswer(c, body, 'application/xml', exportFileName(conference, 'schedule.xml'))
  }

  const getScheduleJson: RouteHandler<typeof routes.getScheduleJson, AppEnv> = async (c) => {
    const { version, snapshot, conference } = await published(c)
    const body = scheduleJsonOf(snapshot, version, conference, c.get('publicOrigin'))
    return exportAnswer(c, body, 'application/json', exportFileName(conference, 'schedule.json'))
  }

  const getProgrammeCalendar: RouteHandler<typeof routes.getProgrammeCalendar, AppEnv> = async (c) => {
    const selection = parseSessionSelection(c.req.valid('query').sessions)
    if ('error' in selection)
      throw new HttpError(400, selection.error, [{ path: 'sessions', message: selection.error }])
    const { version, snapshot, conference } = await published(c)
    const domain = uidDomain(fixedOrigin, acronymOf(conference))
    const body = programmeCalendarOf(snapshot, version, conference, c.get('publicOrigin'), domain, selection.keys)
    const chosen = selection.keys && selectSessions(snapshot.sessions, selection.keys)
    const fileName = chosen?.length === 1 ? `${chosen[0]!.slug}.ics` : 'programme.ics'
    return exportAnswer(c, body, 'text/calendar', exportFileName(conference, fileName))
  }

  return { getScheduleXml, getScheduleJson, getProgrammeCalendar }
}
