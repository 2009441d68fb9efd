import { createRouter } from '../../api/create-router'
import type { CacheDeclaration } from '../../cache/keys'
import { programmeExportHandlers } from './programme.export-handlers'
import * as handlers from './programme.handlers'
import * as routes from './programme.routes'

/**
 * What visitors read of the programme is its published version (topic `programme`: a publish drops it, and the
 * exports with it); the draft (`programme-draft`) and the rooms (`programme-rooms`) are topics of their own, so an
 * organiser editing the draft does not drop the programme's pages and exports for every visitor.
 */
const PROGRAMME_CACHE: CacheDeclaration[] = [
  {
    topic: 'programme',
    paths: ['/api/programme'],
    reads: [
      { pattern: /^\/api\/programme$/, paged: false },
      { pattern: /^\/api\/programme\/versions$/, paged: false },
      { pattern: /^\/api\/programme\/workshops$/, paged: false },
      { pattern: /^\/api\/programme\/schedule\.(xml|json)$/, paged: false },
      { pattern: /^\/api\/programme\/calendar\.ics$/, paged: false, selectedBy: 'sessions' },
    ],
  },
  { topic: 'programme-draft', paths: ['/api/programme/sessions'] },
  {
    topic: 'programme-rooms',
    paths: ['/api/programme/rooms'],
    reads: [{ pattern: /^\/api\/programme\/rooms$/, paged: false }],
  },
]

/** `fixedOrigin`: PUBLIC_URL's origin, if set; the calendar's UIDs carry its host. */
export function createProgrammeRouter(fixedOrigin: string | undefined) {
  const exports = programmeExportHandlers(fixedOrigin)
  return createRouter({ cache: PROGRAMME_CACHE })
    .openapi(routes.getProgramme, handlers.getProgramme)
    .openapi(routes.listVersions, handlers.listVersions)
    .openapi(routes.listWorkshops, handlers.listWorkshops)
    .openapi(routes.getScheduleXml, exports.getScheduleXml)
    .openapi(routes.getScheduleJson, exports.getScheduleJson)
    .openapi(routes.getProgrammeCalendar, exports.getProgrammeCalendar)
    .openapi(routes.listRooms, handlers.listRooms)
    .openapi(routes.createRoom, handlers.createRoom)
    .openapi(routes.updateRoom, handlers.updateRoom)
    .openapi(routes.deleteRoom, handlers.deleteRoom)
    .openapi(routes.listSessions, handlers.listSessions)
    .openapi(routes.createSession, handlers.createSession)
    .openapi(routes.updateSession, handlers.updateSession)
    .openapi(routes.deleteSession, handlers.deleteSession)
    .openapi(routes.publishProgramme, handlers.publishProgramme)
}
