import { createRouter } from '../../api/create-router'
import * as handlers from './recent-updates.handlers'
import * as routes from './recent-updates.routes'

export const recentUpdatesRouter = createRouter({
  cache: [
    {
      topic: 'recentupdate',
      paths: ['/api/recentupdate'],
      reads: [{ pattern: /^\/api\/recentupdate\/all$/, paged: true }],
    },
  ],
})
  .openapi(routes.addRecentUpdate, handlers.addRecentUpdate)
  .openapi(routes.listRecentUpdates, handlers.listRecentUpdates)
  .openapi(routes.deleteRecentUpdate, handlers.deleteRecentUpdate)
