import { createRoute } from '@hono/zod-openapi'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import {
  CertificateIssued,
  CertificateList,
  CertificateView,
  CodeParam,
  ListQuery,
  PreviewBody,
  RevokeBody,
  SingleCertificateBody,
} from './certificates.schemas'

const tags = ['Certificates']

const pdfResponse = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
})

export const previewCertificate = createRoute({
  method: 'post',
  path: '/certificates/preview',
  operationId: 'previewCertificate',
  tags,
  summary: 'A sample certificate of a kind, as PDF',
  description:
    'Drawn with the saved `certificates` settings (or the standard words while none are saved) and sample data: ' +
    'what a certificate of this kind will look like. Nothing is issued.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(PreviewBody) },
  responses: {
    200: pdfResponse('The sample PDF.'),
    ...errorsOf(400, 401, 409, 413, 415, 503),
  },
})

export const issueSingleCertificate = createRoute({
  method: 'post',
  path: '/certificates',
  operationId: 'issueCertificate',
  tags,
  summary: 'Issue a certificate to someone who did not register',
  description:
    'A session chair, speaker, award winner, volunteer or committee member. The certificate gets a code of 10 ' +
    'characters (Crockford base 32, 50 random bits), the next serial number of the edition, and the words and ' +
    'images of the settings as they are now; it never changes afterwards (a correction is a revocation and a new ' +
    'one). 409 while the certificates have not been set up in the settings.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(SingleCertificateBody) },
  responses: {
    201: jsonResponse('The certificate is issued.', CertificateIssued),
    ...errorsOf(400, 401, 409, 413, 415, 503),
  },
})

export const listCertificates = createRoute({
  method: 'get',
  path: '/certificates',
  operationId: 'listCertificates',
  tags,
  summary: 'Certificates issued in this edition',
  description: 'Newest first; `kind` and `q` (name, institution, e-mail, paper or code) narrow it down.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { query: ListQuery },
  responses: {
    200: jsonResponse('A page of certificates.', CertificateList),
    ...errorsOf(400, 401, 503),
  },
})

export const revokeCertificate = createRoute({
  method: 'post',
  path: '/certificates/{code}/revoke',
  operationId: 'revokeCertificate',
  tags,
  summary: 'Revoke a certificate',
  description:
    'Its verify page and `GET /certificates/{code}` say "revoked" with the reason from now on. Revoking one already ' +
    'revoked is a 409; an unknown code a 404.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: CodeParam, body: jsonBody(RevokeBody) },
  responses: {
    200: jsonResponse('The certificate is revoked.', CertificateIssued),
    ...errorsOf(400, 401, 404, 409, 413, 415, 503),
  },
})

const PUBLIC_LIMIT =
  'Public: the code is the only key. Limited per client address (60 look-ups a minute; then 429 until the minute ' +
  'passes), so codes cannot be tried in bulk.'

export const getCertificate = createRoute({
  method: 'get',
  path: '/certificates/{code}',
  operationId: 'getCertificate',
  tags,
  summary: 'Check a certificate by its code',
  description:
    `What the certificate says and whether it is valid or revoked. ${PUBLIC_LIMIT} The code may be typed in ` +
    'either case, with hyphens; I and L are read as 1, O as 0. (Its PDF is `GET /certificates/{code}.pdf`.)',
  security: [],
  request: { params: CodeParam },
  responses: {
    200: jsonResponse('The certificate.', CertificateView),
    ...errorsOf(404, 429, 503),
  },
})

/** In the contract only: Hono reads `{code}.pdf` as `{code}`, so getCertificate's handler answers it. */
export const getCertificatePdf = createRoute({
  method: 'get',
  path: '/certificates/{code}.pdf',
  operationId: 'getCertificatePdf',
  tags,
  summary: 'A certificate as PDF',
  description:
    'Rendered from its stored data, the same bytes every time (a revoked certificate still gives its PDF; its ' +
    `verify page says it is revoked). ${PUBLIC_LIMIT}`,
  security: [],
  request: { params: CodeParam },
  responses: {
    200: pdfResponse('The PDF (inline).'),
    ...errorsOf(404, 429, 503),
  },
})
