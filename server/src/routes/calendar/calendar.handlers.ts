import type { RouteHandler } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/create-router'
import { notFound } from '../../lib/errors'
import { isUuid } from '../../lib/fields'
import { textAnswer } from '../../lib/text-answer'
import { calendarOf, fileNameOf } from './calendar.feed'
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

/** `uidDomain` is fixed when the router is built: PUBLIC_URL's host, never the host of one request. */
export function calendarHandlers(uidDomain: string) {
  const getCalendarFeed: RouteHandler<typeof routes.getCalendarFeed, AppEnv> = async (c) => {
    const rows = await queries.listImportantDates(c.get('db'))
    return calendarAnswer(c, calendarOf(rows, c.get('publicOrigin'), uidDomain), fileNameOf())
  }

  const getCalendarEvent: RouteHandler<typeof routes.getCalendarEvent, AppEnv> = async (c) => {
    const { file } = c.req.valid('param')
    const id = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : ''
    const row = isUuid(id) ? await queries.findImportantDate(c.get('db'), id) : undefined
    if (!row) throw notFound('Important date')
    return calendarAnswer(c, calendarOf([row], c.get('publicOrigin'), uidDomain), fileNameOf(row))
  }

  return { getCalendarFeed, getCalendarEvent }
}
