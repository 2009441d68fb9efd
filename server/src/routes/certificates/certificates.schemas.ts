import { z } from '@hono/zod-openapi'
import { email, LIMITS, optionalText, PaginationQuery, requiredText } from '../../api/fields'

/** From registrations (issued in bulk once registrations exist) and to single people (`POST /certificates`). */
export const REGISTRATION_KINDS = ['participation', 'presentation'] as const
export const SINGLE_KINDS = ['chair', 'speaker', 'award', 'volunteer', 'committee'] as const
export const CERTIFICATE_KINDS = [...REGISTRATION_KINDS, ...SINGLE_KINDS] as const
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number]

const KIND_RULE = `Kind must be one of ${CERTIFICATE_KINDS.join(', ')}.`
const SINGLE_KIND_RULE = `Kind must be one of ${SINGLE_KINDS.join(', ')} (participation and presentation certificates are issued from registrations).`

export const CertificateKindSchema = z.enum(CERTIFICATE_KINDS, { error: KIND_RULE }).openapi('CertificateKind')

/** 10 Crockford base-32 characters; letters in either case, I and L read as 1, O as 0, hyphens ignored. */
export const CodeParam = z.object({
  code: z
    .string()
    .max(40, 'A certificate code has 10 characters.')
    .openapi({ param: { name: 'code', in: 'path' }, example: '7K3QH9X2MD' }),
})

export const PreviewBody = z
  .object({ kind: CertificateKindSchema })
  .openapi('CertificatePreviewBody', { example: { kind: 'participation' } })

export const SingleCertificateBody = z
  .object({
    kind: z.enum(SINGLE_KINDS, { error: SINGLE_KIND_RULE }),
    name: requiredText('Name', 120),
    institution: optionalText('Institution', 200),
    email: email('Email').optional().openapi({ description: 'Kept for sending the link; never shown publicly.' }),
    text: optionalText('Text', 1000).openapi({
      description:
        'The words of this certificate (same placeholders as the settings\u2019 texts); without it, the standard words of its kind.',
    }),
  })
  .openapi('SingleCertificateBody', {
    example: { kind: 'chair', name: 'Dr. Anaya Sharma', institution: 'NIT Patna', email: 'anaya@example.org' },
  })

export const RevokeBody = z
  .object({ reason: requiredText('Reason', 500) })
  .openapi('RevokeCertificateBody', { example: { reason: 'Name misspelt; reissued as 7K3QH9X2ME.' } })

export const ListQuery = PaginationQuery.extend({
  kind: CertificateKindSchema.optional().openapi({ param: { name: 'kind', in: 'query' } }),
  q: z
    .string()
    .trim()
    .max(LIMITS.short, 'q must be at most 200 characters.')
    .optional()
    .openapi({
      param: { name: 'q', in: 'query' },
      description: 'Part of the name, institution, e-mail, paper or code.',
    }),
})

const ConferenceOnCertificate = z.object({
  name: z.string().openapi({ example: 'ICNARI 2027' }),
  dates: z.string().openapi({ example: '5–7 March 2027' }),
  venue: z.string().openapi({ example: 'NIT Patna' }),
})

/** What anyone holding the code may see: no e-mail. */
export const PublicCertificate = z
  .object({
    code: z.string().openapi({ example: '7K3QH9X2MD' }),
    kind: CertificateKindSchema,
    name: z.string(),
    institution: z.string().nullable(),
    paper: z.object({ id: z.string(), title: z.string() }).nullable(),
    conference: ConferenceOnCertificate,
    issuedAt: z.iso.datetime(),
    status: z.enum(['valid', 'revoked']),
    revokedReason: z.string().nullable(),
  })
  .openapi('PublicCertificate')

export const CertificateView = z.object({ certificate: PublicCertificate }).openapi('CertificateView')

export const AdminCertificate = PublicCertificate.extend({
  serial: z.number().int(),
  email: z.string().nullable(),
  verifyUrl: z.string(),
  revokedAt: z.iso.datetime().nullable(),
}).openapi('AdminCertificate')

export const CertificateList = z
  .object({
    data: z.array(AdminCertificate),
    totalCount: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi('CertificateList')

export const CertificateIssued = z
  .object({ message: z.string().openapi({ example: 'Certificate 12 issued.' }), certificate: AdminCertificate })
  .openapi('CertificateIssued')
