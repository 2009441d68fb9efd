import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { inArray } from 'drizzle-orm'
import type { ConferenceMode } from '../../../../common/conference'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError } from '../../api/errors'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import { checkIns, registrations } from '../../db/schema'
import { warmRenderWorker } from '../../pdf/render-pool'
import { paperRefsOf } from '../registrations/registrations.queries'
import { readSettings } from '../settings/settings.queries'
import { NOT_SET_UP, verifyOriginOf } from './certificates.handlers'
import { issueCertificates, warmIssueThread } from './certificates.issue'
import type { CertificateSubject } from './certificates.rows'

// Certificates from the registrations (issue 53 item 4): one of participation per confirmed registration, one of
// presentation per paper it names; each keyed by its source, so issuing again issues nothing new.

const IssueInput = z
  .object({
    kind: z.enum(['participation', 'presentation'], { error: 'Kind must be "participation" or "presentation".' }),
    registrationIds: z
      .array(z.string().uuid('Each registrationId must be a registration id.'))
      .max(5000)
      .optional()
      .openapi({ description: 'Only these (all when left out).', example: ['9b2f1c3e-4d5a-4e6f-8a7b-0c1d2e3f4a5b'] }),
    onlyAttended: z
      .boolean()
      .optional()
      .openapi({ description: 'Only registrations checked in at the desk or with online attendance.' }),
  })
  .openapi('CertificatesIssueInput')

const IssueResult = z
  .object({
    message: z.string().openapi({ example: '12 certificates of participation issued; 3 skipped.' }),
    issued: z.number().int(),
    skipped: z.array(z.object({ registrationId: z.string(), reason: z.string() })),
  })
  .openapi('CertificatesIssued')

export const issueFromRegistrations = createRoute({
  method: 'post',
  path: '/certificates/issue',
  operationId: 'issueCertificatesFromRegistrations',
  tags: ['Certificates'],
  summary: 'Issue participation or presentation certificates to confirmed registrations (admin)',
  description:
    'Participation: one per confirmed registration (with `onlyAttended`, only those checked in or attending ' +
    'online). Presentation: one per paper each confirmed registration names. Already issued ones are not issued ' +
    'again. Each new certificate queues the mail `certificate-issued` with its link. Audited.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(IssueInput) },
  responses: { 201: jsonResponse('Issued.', IssueResult), ...errorsOf(400, 401, 409, 503) },
})

export const issueHandler: RouteHandler<typeof issueFromRegistrations, AppEnv> = async (c) => {
  const { kind, registrationIds, onlyAttended } = c.req.valid('json')
  const db = c.get('db')
  const settings = await readSettings(db)
  if (!settings?.certificates) throw new HttpError(409, NOT_SET_UP)
  const origin = verifyOriginOf(c, settings)
  const rows = await db
    .select({
      id: registrations.id,
      code: registrations.code,
      status: registrations.status,
      name: registrations.name,
      institution: registrations.institution,
      email: registrations.email,
      mode: registrations.mode,
      paperIds: registrations.paperIds,
    })
    .from(registrations)
    .where(registrationIds ? inArray(registrations.id, registrationIds) : undefined)
  const attended = onlyAttended
    ? new Set((await db.select({ id: checkIns.registrationId }).from(checkIns)).map((r) => r.id))
    : undefined
  const refs = kind === 'presentation' ? await paperRefsOf(db, rows) : new Map()
  const found = new Set(rows.map((r) => r.id))
  const skipped: { registrationId: string; reason: string }[] = []
  for (const id of registrationIds ?? [])
    if (!found.has(id)) skipped.push({ registrationId: id, reason: 'Registration not found.' })
  // Who gets what is decided here, in memory; the certificates are then inserted in batches (issueCertificates).
  const subjects: (CertificateSubject & { sourceKey: string; registrationId: string })[] = []
  for (const row of rows) {
    if (row.status !== 'confirmed') {
      skipped.push({ registrationId: row.id, reason: `Payment not confirmed (${row.status}).` })
      continue
    }
    if (attended && !attended.has(row.id)) {
      skipped.push({ registrationId: row.id, reason: 'Not checked in and no online attendance.' })
      continue
    }
    const papers = kind === 'presentation' ? row.paperIds.flatMap((p) => refs.get(p) ?? []) : [null]
    if (papers.length === 0) skipped.push({ registrationId: row.id, reason: 'Names no paper.' })
    for (const paper of papers)
      subjects.push({
        kind,
        name: row.name,
        institution: row.institution,
        email: row.email,
        mode: row.mode as ConferenceMode,
        paper: paper ? { id: paper.cmtId ?? paper._id, title: paper.heading } : null,
        sourceKey: `registration:${row.id}:${paper ? `paper:${paper._id}` : 'participation'}`,
        registrationId: row.id,
      })
  }
  warmIssueThread(subjects.length)
  const issued = await audited(c, async (tx, record) => {
    const serials: number[] = []
    const count = await issueCertificates(tx, settings, subjects, origin, {
      mail: true,
      onBatch: (batch) => {
        for (const { certificate } of batch) serials.push(certificate.serial)
      },
    })
    // One entry for the bulk action (not one per certificate): what was issued, how many, which serials.
    if (count > 0)
      await record({
        action: 'create',
        entity: 'certificate',
        after: {
          label: `${count} certificate${count === 1 ? '' : 's'} of ${kind} from the registrations`,
          kind,
          issued: count,
          onlyAttended: onlyAttended ?? false,
          registrations: registrationIds?.length ?? 'all',
          serials: `${Math.min(...serials)}–${Math.max(...serials)}`,
        },
      })
    return count
  })
  // Their PDFs are asked for next: the render thread, if not yet up to speed (it warms at the first quiet second after
  // start-up), warms now, once the issue no longer competes with visitors for the CPU.
  if (issued > 0) void warmRenderWorker()
  const message = `${issued} certificate${issued === 1 ? '' : 's'} of ${kind} issued; ${skipped.length} skipped.`
  return c.json({ message, issued, skipped }, 201)
}
