import { createRouter } from '../../api/create-router'
import * as handlers from './checkin.handlers'
import * as routes from './checkin.routes'

// The desk at the venue (issue 53 item 2); every call is open to desk accounts.
export const checkinRouter = createRouter()
  .openapi(routes.checkIn, handlers.checkIn)
  .openapi(routes.checkInSummary, handlers.checkInSummary)
  .openapi(routes.checkInSearch, handlers.checkInSearch)
  .openapi(routes.joinOnline, handlers.joinOnline)
