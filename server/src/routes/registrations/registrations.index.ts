import { createRouter } from '../../api/create-router'
import * as adminHandlers from './registrations.admin'
import * as deskRoutes from './registrations.desk-routes'
import * as coverage from './registrations.papers'
import * as publicHandlers from './registrations.public'
import * as routes from './registrations.routes'
import * as selfHandlers from './registrations.self'
import * as statementHandlers from './registrations.statement-handlers'
import * as statementRoutes from './registrations.statement-routes'

// Fixed paths (form, export, self, …) before `/registrations/{id}`, which would take them otherwise.
export const registrationsRouter = createRouter()
  .openapi(routes.registrationForm, publicHandlers.registrationForm)
  .openapi(routes.quoteRegistration, publicHandlers.quoteRegistration)
  .openapi(routes.createRegistration, publicHandlers.createRegistration)
  .openapi(routes.resendLink, publicHandlers.resendLink)
  .openapi(routes.getOwnRegistration, selfHandlers.getOwnRegistration)
  .openapi(routes.claimPayment, selfHandlers.claimPayment)
  .openapi(routes.withdrawRegistration, selfHandlers.withdrawRegistration)
  .openapi(routes.ownReceipt, selfHandlers.ownReceipt)
  .openapi(deskRoutes.listRegistrations, adminHandlers.listRegistrations)
  .openapi(deskRoutes.exportCsv, adminHandlers.exportCsv)
  .openapi(deskRoutes.exportXlsx, adminHandlers.exportXlsx)
  .openapi(coverage.papersCoverageRoute, coverage.papersCoverage)
  .openapi(coverage.remindAuthorsRoute, coverage.remindAuthors)
  .openapi(statementRoutes.importStatement, statementHandlers.importStatement)
  .openapi(statementRoutes.listStatementLines, statementHandlers.listStatementLines)
  .openapi(statementRoutes.assignLine, statementHandlers.assignLine)
  .openapi(statementRoutes.discardLine, statementHandlers.discardLine)
  .openapi(deskRoutes.getRegistration, adminHandlers.getRegistration)
  .openapi(deskRoutes.confirmRegistration, adminHandlers.confirm)
  .openapi(deskRoutes.needsAttention, adminHandlers.needsAttention)
  .openapi(deskRoutes.cancelRegistration, adminHandlers.cancel)
  .openapi(deskRoutes.patchRegistration, adminHandlers.patchRegistration)
