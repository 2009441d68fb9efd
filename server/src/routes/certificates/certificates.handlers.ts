import type { RouteHandler } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError } from '../../api/errors'
import { isLimited, LIMITS, recordEvent } from '../../auth/rate-limit'
import { renderCertificate } from '../../pdf/render-pool'
import { readSettings } from '../settings/settings.queries'
import type { EventSettings } from '../settings/settings.schemas'
import { issueCertificate, snapshotOf } from './certificates.issue'
import * as queries from './certificates.queries'
import { certificatePdf, pdfInputOf } from './certificates.render'
import type * as routes from './certificates.routes'
import { normaliseCode, verifyUrlOf } from './certificates.rows'

export const NO_CERTIFICATE = 'No certificate has this code.'
export const NOT_SET_UP =
  'Certificates are not set up yet: save their title, texts and signatories in the settings (certificates) first.'
const TOO_MANY_LOOKUPS = 'Too many certificate look-ups from your address. Please wait a minute and try again.'

async function settingsOrRefuse(c: Context<AppEnv>, needCertificates: boolean): Promise<EventSettings> {
  const settings = await readSettings(c.get('db'))
  if (!settings || (needCertificates && !settings.certificates)) throw new HttpError(409, NOT_SET_UP)
  return settings
}

/** Where verification URLs point: the edition's own origin, else PUBLIC_URL's, else this request's. */
export function verifyOriginOf(c: Context<AppEnv>, settings: EventSettings): string {
  return settings.conference.publicUrl || c.get('publicOrigin') || c.get('requestOrigin')
}

const pdfHeaders = (file: string) => ({
  'Content-Type': 'application/pdf',
  'Content-Disposition': `inline; filename="${file}"`,
})

export const previewCertificate: RouteHandler<typeof routes.previewCertificate, AppEnv> = async (c) => {
  const { kind } = c.req.valid('json')
  const settings = await settingsOrRefuse(c, false)
  const code = '0000000000'
  const sample = {
    kind,
    name: 'Ananya Sharma',
    institution: 'National Institute of Technology Patna',
    paper: { id: 'ICNARI-042', title: 'Adaptive control of solar micro-grids' },
  }
  const snapshot = snapshotOf(settings, sample, verifyUrlOf(verifyOriginOf(c, settings), code))
  const input = await pdfInputOf(c.get('db'), { code, serial: 0, name: sample.name, issuedAt: new Date(), snapshot })
  const pdf = await renderCertificate(input)
  return c.body(new Uint8Array(pdf), 200, pdfHeaders(`certificate-preview-${kind}.pdf`))
}

export const issueSingleCertificate: RouteHandler<typeof routes.issueSingleCertificate, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const settings = await settingsOrRefuse(c, true)
  const origin = verifyOriginOf(c, settings)
  const { certificate } = await audited(c, async (tx, record) => {
    const issued = await issueCertificate(tx, settings, body, origin)
    await record({
      action: 'create',
      entity: 'certificate',
      entityId: issued.certificate.id,
      after: queries.toAdminCertificate(issued.certificate),
    })
    return issued
  })
  const view = queries.toAdminCertificate(certificate)
  return c.json({ message: `Certificate ${view.serial} issued to ${view.name}.`, certificate: view }, 201)
}

export const listCertificates: RouteHandler<typeof routes.listCertificates, AppEnv> = async (c) => {
  const { kind, q, skip, limit } = c.req.valid('query')
  const from = skip ? Number(skip) : 0
  const size = limit ? Number(limit) : undefined
  const { rows, total } = await queries.listPage(c.get('db'), { kind, q: q || undefined }, from, size)
  const pageSize = size ?? total
  return c.json(
    {
      data: rows.map(queries.toAdminCertificate),
      totalCount: total,
      currentPage: size ? Math.floor(from / size) + 1 : 1,
      pageSize,
      totalPages: pageSize > 0 ? Math.ceil(total / pageSize) : 0,
    },
    200,
  )
}

export const revokeCertificate: RouteHandler<typeof routes.revokeCertificate, AppEnv> = async (c) => {
  const code = normaliseCode(c.req.valid('param').code)
  const { reason } = c.req.valid('json')
  if (!code) throw new HttpError(404, NO_CERTIFICATE)
  const revoked = await audited(c, async (tx, record) => {
    const before = await queries.findByCode(tx, code)
    if (!before) throw new HttpError(404, NO_CERTIFICATE)
    const row = await queries.revoke(tx, code, reason, c.get('now')())
    if (!row) throw new HttpError(409, `This certificate was already revoked (${before.revokedReason}).`)
    await record({
      action: 'revoke',
      entity: 'certificate',
      entityId: row.id,
      before: queries.toAdminCertificate(before),
      after: queries.toAdminCertificate(row),
    })
    return row
  })
  const view = queries.toAdminCertificate(revoked)
  return c.json({ message: `Certificate ${view.serial} revoked.`, certificate: view }, 200)
}

/** A public look-up, counted against the caller's address (429 beyond the limit) unless `limited` is false. */
export async function lookUpCertificate(c: Context<AppEnv>, typed: string, limited: boolean) {
  const db = c.get('db')
  const ip = c.get('clientIp')
  if (limited) {
    if (await isLimited(db, LIMITS.certificateLookupPerIp, ip)) throw new HttpError(429, TOO_MANY_LOOKUPS)
    await recordEvent(db, LIMITS.certificateLookupPerIp, ip)
  }
  const code = normaliseCode(typed)
  return code ? queries.findByCode(db, code) : undefined
}

/**
 * `GET /certificates/{code}` and `{code}.pdf`. `limited` is false only in the app that renders an edition's archive,
 * which reads every certificate's page once.
 */
export const getCertificate =
  (limited: boolean): RouteHandler<typeof routes.getCertificate, AppEnv> =>
  async (c) => {
    const typed = c.req.valid('param').code
    const asPdf = typed.toLowerCase().endsWith('.pdf')
    const row = await lookUpCertificate(c, asPdf ? typed.slice(0, -4) : typed, limited)
    if (!row) throw new HttpError(404, NO_CERTIFICATE)
    if (asPdf) {
      const pdf = await certificatePdf(c.get('db'), row)
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(`certificate-${row.code}.pdf`)) as never
    }
    return c.json({ certificate: queries.toPublicCertificate(row) }, 200)
  }
