import { createRoute } from '@hono/zod-openapi'
import { errorsOf } from '../../api/route-responses'
import { CalendarFileParam, ICalendarText } from './calendar.schemas'

const tags = ['Calendar']

const calendarAnswer = (description: string) => ({
  description,
  headers: {
    ETag: { schema: { type: 'string' as const }, description: 'Changes whenever the calendar does.' },
    'Cache-Control': { schema: { type: 'string' as const }, description: '`public, max-age=300`' },
    'Content-Disposition': {
      schema: { type: 'string' as const },
      description: '`inline; filename="<short name as a slug>….ics"`, e.g. `icnari-2031-conference-dates.ics`',
    },
  },
  content: { 'text/calendar': { schema: ICalendarText } },
})

const feedDescription =
  'Every event is all-day (`DTSTART;VALUE=DATE`, `DTEND` the day after the last day) with a `UID` that never ' +
  'changes (`<date id>@<host of PUBLIC_URL>`, or `@<conference acronym>` without it) and a `SEQUENCE` that rises whenever ' +
  'the day moves, so a subscribed calendar moves the event instead of adding a second one. `DTSTAMP` is when ' +
  'the date was last changed. Answers 304 to a matching `If-None-Match`.'

export const getCalendarFeed = createRoute({
  method: 'get',
  path: '/calendar.ics',
  operationId: 'getCalendarFeed',
  security: [],
  tags,
  summary: 'Every important date as an iCalendar feed',
  description: `Subscribe with \`webcal://<host>/api/calendar.ics\`. The calendar and every event are named by the conference of the event settings (its short name, venue, days and mode). ${feedDescription}`,
  responses: {
    200: calendarAnswer('The calendar of every important date.'),
    304: { description: 'The cached copy is current.' },
    ...errorsOf(503),
  },
})

export const getCalendarEvent = createRoute({
  method: 'get',
  path: '/calendar/{file}',
  operationId: 'getCalendarEvent',
  security: [],
  tags,
  summary: 'One important date as its own calendar',
  description: `\`GET /calendar/<id>.ics\`: the one event, to add to a calendar once. ${feedDescription}`,
  request: { params: CalendarFileParam },
  responses: {
    200: calendarAnswer('A calendar holding the one date.'),
    304: { description: 'The cached copy is current.' },
    ...errorsOf(404, 503),
  },
})
