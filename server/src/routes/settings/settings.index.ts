import { createRouter } from '../../api/create-router'
import * as handlers from './settings.handlers'
import * as routes from './settings.routes'

// Not kept by the response cache, but the programme's exports name the conference (acronym, days, public URL).
export const settingsRouter = createRouter({
  cache: [{ topic: 'settings', paths: ['/api/settings'], writesAlsoDrop: ['programme'] }],
})
  .openapi(routes.getSettings, handlers.getSettings)
  .openapi(routes.updateSettings, handlers.updateSettings)
