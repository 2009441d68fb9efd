import { createRouter } from '../../lib/create-router'
import * as publicHandlers from './registrations.public'
import * as routes from './registrations.routes'
import * as selfHandlers from './registrations.self'

export const registrationsRouter = createRouter()
  .openapi(routes.registrationForm, publicHandlers.registrationForm)
  .openapi(routes.quoteRegistration, publicHandlers.quoteRegistration)
  .openapi(routes.createRegistration, publicHandlers.createRegistration)
  .openapi(routes.resendLink, publicHandlers.resendLink)
  .openapi(routes.getOwnRegistration, selfHandlers.getOwnRegistration)
  .openapi(routes.claimPayment, selfHandlers.claimPayment)
  .openapi(routes.withdrawRegistration, selfHandlers.withdrawRegistration)
  .openapi(routes.ownReceipt, selfHandlers.ownReceipt)
