import { createRouter } from '../../api/create-router'
import * as handlers from './contact.handlers'
import { replyToContactMessage } from './contact.replies'
import * as routes from './contact.routes'

export const contactRouter = createRouter()
  .openapi(routes.sendContactMessage, handlers.sendContactMessage)
  .openapi(routes.listContactMessages, handlers.listContactMessages)
  .openapi(routes.exportContactMessages, handlers.exportContactMessages)
  .openapi(routes.setContactMessageStatus, handlers.setContactMessageStatus)
  .openapi(routes.deleteContactMessage, handlers.deleteContactMessage)
  .openapi(routes.replyToContactMessage, replyToContactMessage)
