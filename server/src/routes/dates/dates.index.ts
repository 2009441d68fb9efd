import { createRouter } from '../../api/create-router'
import * as handlers from './dates.handlers'
import * as routes from './dates.routes'

export const datesRouter = createRouter()
  .openapi(routes.listDates, handlers.listDates)
  .openapi(routes.createDate, handlers.createDate)
  .openapi(routes.updateDate, handlers.updateDate)
  .openapi(routes.deleteDate, handlers.deleteDate)
