import { createRouter } from '../../lib/create-router'
import * as handlers from './settings.handlers'
import * as routes from './settings.routes'

export const settingsRouter = createRouter()
  .openapi(routes.getSettings, handlers.getSettings)
  .openapi(routes.updateSettings, handlers.updateSettings)
