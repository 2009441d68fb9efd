import { createRouter } from '../../lib/create-router'
import * as handlers from './certificates.handlers'
import * as routes from './certificates.routes'

export const certificatesRouter = createRouter()
  .openapi(routes.previewCertificate, handlers.previewCertificate)
  .openapi(routes.listCertificates, handlers.listCertificates)
  .openapi(routes.issueSingleCertificate, handlers.issueSingleCertificate)
  .openapi(routes.revokeCertificate, handlers.revokeCertificate)
  .openapi(routes.getCertificate, handlers.getCertificate)

// Documented only: getCertificate answers `{code}.pdf` (Hono reads the whole segment as the code).
certificatesRouter.openAPIRegistry.registerPath(routes.getCertificatePdf)
