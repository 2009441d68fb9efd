import { createRouter } from '../../api/create-router'
import * as handlers from './user.handlers'
import * as routes from './user.routes'
import * as sessionHandlers from './user.sessions.handlers'
import * as sessionRoutes from './user.sessions.routes'
import * as totpHandlers from './user.totp.handlers'
import * as totpRoutes from './user.totp.routes'

export const userRouter = createRouter()
  .openapi(routes.login, handlers.login)
  .openapi(routes.loginTotp, handlers.loginTotp)
  .openapi(routes.logout, handlers.logout)
  .openapi(routes.me, handlers.me)
  .openapi(routes.newUser, handlers.newUser)
  .openapi(routes.listAdmins, handlers.listAdmins)
  .openapi(routes.changePassword, handlers.changePassword)
  .openapi(totpRoutes.setupTotp, totpHandlers.setupTotp)
  .openapi(totpRoutes.enableTotp, totpHandlers.enableTotp)
  .openapi(totpRoutes.disableTotp, totpHandlers.disableTotp)
  .openapi(sessionRoutes.listSessions, sessionHandlers.listSessions)
  .openapi(sessionRoutes.revokeOtherSessions, sessionHandlers.revokeOtherSessions)
  .openapi(sessionRoutes.revokeSession, sessionHandlers.revokeSession)
