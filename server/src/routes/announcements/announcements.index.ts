import { createRouter } from '../../api/create-router'
import * as handlers from './announcements.handlers'
import * as routes from './announcements.routes'

export const announcementsRouter = createRouter()
  .openapi(routes.listAnnouncements, handlers.listAnnouncements)
  .openapi(routes.createAnnouncement, handlers.createAnnouncement)
  .openapi(routes.updateAnnouncement, handlers.updateAnnouncement)
  .openapi(routes.deleteAnnouncement, handlers.deleteAnnouncement)
