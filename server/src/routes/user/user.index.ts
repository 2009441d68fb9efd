import { createRouter } from '../../lib/create-router'
import * as handlers from './user.handlers'
import * as routes from './user.routes'

export const userRouter = createRouter()
  .openapi(routes.login, handlers.login)
  .openapi(routes.logout, handlers.logout)
  .openapi(routes.me, handlers.me)
  .openapi(routes.newUser, handlers.newUser)
