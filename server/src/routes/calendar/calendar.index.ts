import { createRouter } from '../../api/create-router'
import { calendarHandlers } from './calendar.handlers'
import * as routes from './calendar.routes'

/** `fixedOrigin`: PUBLIC_URL's origin, if set; it names the UIDs (calendar.feed.ts uidDomain). */
export function createCalendarRouter(fixedOrigin: string | undefined) {
  const handlers = calendarHandlers(fixedOrigin)
  return createRouter()
    .openapi(routes.getCalendarFeed, handlers.getCalendarFeed)
    .openapi(routes.getCalendarEvent, handlers.getCalendarEvent)
}
