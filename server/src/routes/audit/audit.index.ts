import { createRouter } from '../../api/create-router'
import * as handlers from './audit.handlers'
import * as routes from './audit.routes'

export const auditRouter = createRouter()
  .openapi(routes.listAudit, handlers.listAudit)
  .openapi(routes.auditFilters, handlers.auditFilters)
