import { createRouter } from '../../api/create-router'
import * as handlers from './mail.handlers'
import * as routes from './mail.routes'

export const mailRouter = createRouter()
  .openapi(routes.listMailTemplates, handlers.listMailTemplates)
  .openapi(routes.saveMailTemplate, handlers.saveMailTemplate)
  .openapi(routes.restoreMailTemplate, handlers.restoreMailTemplate)
  .openapi(routes.previewMailTemplate, handlers.previewMailTemplate)
  .openapi(routes.getMailStatus, handlers.getMailStatus)
  .openapi(routes.listOutbox, handlers.listOutbox)
  .openapi(routes.getMail, handlers.getMail)
  .openapi(routes.retryMail, handlers.retryMail)
  .openapi(routes.cancelMail, handlers.cancelMail)
  .openapi(routes.sendTestMail, handlers.sendTestMail)
