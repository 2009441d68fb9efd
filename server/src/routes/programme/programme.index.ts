import { createRouter } from '../../lib/create-router'
import { programmeExportHandlers } from './programme.export-handlers'
import * as handlers from './programme.handlers'
import * as routes from './programme.routes'

/** `fixedOrigin`: PUBLIC_URL's origin, if set; the calendar's UIDs carry its host. */
export function createProgrammeRouter(fixedOrigin: string | undefined) {
  const exports = programmeExportHandlers(fixedOrigin)
  return createRouter()
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
