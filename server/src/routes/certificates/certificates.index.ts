import { createRouter } from '../../api/create-router'
import * as fromRegistrations from './certificates.from-registrations'
import * as handlers from './certificates.handlers'
import * as routes from './certificates.routes'

/** `limitLookups`: public look-ups counted per address (off only in the app that writes an edition's archive). */
export function createCertificatesRouter(options: { limitLookups: boolean }) {
  const router = createRouter()
    .openapi(routes.previewCertificate, handlers.previewCertificate)
    .openapi(fromRegistrations.issueFromRegistrations, fromRegistrations.issueHandler)
    .openapi(routes.listCertificates, handlers.listCertificates)
    .openapi(routes.issueSingleCertificate, handlers.issueSingleCertificate)
    .openapi(routes.revokeCertificate, handlers.revokeCertificate)
    .openapi(routes.getCertificate, handlers.getCertificate(options.limitLookups))
  // Documented only: getCertificate answers `{code}.pdf` (Hono reads the whole segment as the code).
  router.openAPIRegistry.registerPath(routes.getCertificatePdf)
  return router
}
