import { createRouter } from '../../api/create-router'
import * as handlers from './backup.handlers'
import * as routes from './backup.routes'

export const backupRouter = createRouter()
  .openapi(routes.lastBackup, handlers.lastBackup)
  .openapi(routes.downloadBackup, handlers.downloadBackup)
