import type { RouteHandler } from '@hono/zod-openapi'
import type { Context } from 'hono'
import writeXlsxFile from 'write-excel-file/node'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { neutraliseFormula, toCsv } from '../../api/csv'
import { HttpError, notFound, pgErrorCode } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { inOneSnapshot, listPage } from '../../api/paging'
import type { RegistrationStatus } from '../../db/schema'
import { linkContext, loadContext } from './registrations.context'
import { feeCorrection } from './registrations.correction'
import { confirmRegistration, markNeedsAttention } from './registrations.desk'
import type * as routes from './registrations.desk-routes'
import * as queries from './registrations.queries'

// The organisers' desk (issue 52 item 5). Audit entries name the registration by id, code and status only: the
// audit log is kept for ever, the registrant's contacts are not (the retention job erases them).

const registrationNotFound = () => notFound('Registration')

type AdminContext = Context<AppEnv>

async function adminView(c: AdminContext, row: queries.RegistrationRow, acronym: string) {
  const view = queries.toRegistration(row, await queries.paperRefsOf(c.get('db'), [row]), acronym)
  return { ...view, history: row.history as queries.HistoryEntry[] }
}

export const listRegistrations: RouteHandler<typeof routes.listRegistrations, AppEnv> = async (c) => {
  const { status, category, q, ...paging } = c.req.valid('query')
  const db = c.get('db')
  const ctx = await loadContext(db, c.get('now')())
  // The page and the totals from one snapshot: a registration confirmed meanwhile is in both or in neither.
  const answer = await inOneSnapshot(db, async (tx) => {
    const page = await listPage(paging, async (skip, limit) => {
      const { rows, total } = await queries.listRegistrations(tx, { status, category, q }, skip, limit)
      const refs = await queries.paperRefsOf(tx, rows)
      return { rows: rows.map((r) => queries.toRegistration(r, refs, ctx.acronym)), total }
    })
    return { ...page, totals: await queries.totals(tx) }
  })
  return c.json(answer, 200)
}

export const getRegistration: RouteHandler<typeof routes.getRegistration, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const db = c.get('db')
  const row = isUuid(id) ? (await queries.listRegistrationsById(db, [id]))[0] : undefined
  if (!row) throw registrationNotFound()
  const ctx = await loadContext(db, c.get('now')())
  return c.json({ registration: await adminView(c, row, ctx.acronym) }, 200)
}

const wrongStatus = (row: queries.RegistrationRow, action: string) =>
  new HttpError(409, `Registration ${row.code} is ${row.status}: it cannot be ${action}.`)

/** One desk action: the row locked, its status checked, the change and its audit entry in one transaction. */
async function deskAction(
  c: AdminContext,
  id: string,
  action: { name: string; done: string; from: RegistrationStatus[] },
  change: (
    tx: Parameters<Parameters<typeof audited>[1]>[0],
    row: queries.RegistrationRow,
  ) => Promise<queries.RegistrationRow>,
) {
  if (!isUuid(id)) throw registrationNotFound()
  const ctx = await loadContext(c.get('db'), c.get('now')())
  const row = await audited(c, async (tx, record) => {
    const before = await queries.lockById(tx, id)
    if (!before) throw registrationNotFound()
    if (!action.from.includes(before.status as RegistrationStatus)) throw wrongStatus(before, action.done)
    const after = await change(tx, before)
    await record({
      action: action.name,
      entity: 'registration',
      entityId: id,
      before: { code: before.code, status: before.status },
      after: { code: after.code, status: after.status, receiptNumber: after.receiptNumber },
    })
    return after
  })
  return { registration: await adminView(c, row, ctx.acronym), acronym: ctx.acronym }
}

const PAYABLE: RegistrationStatus[] = ['awaiting-payment', 'payment-claimed', 'needs-attention']

export const confirm: RouteHandler<typeof routes.confirmRegistration, AppEnv> = async (c) => {
  const { note } = c.req.valid('json')
  const link = linkContext(c)
  const acronym = (await loadContext(c.get('db'), c.get('now')())).acronym
  const { registration } = await deskAction(
    c,
    c.req.valid('param').id,
    { name: 'confirm', done: 'confirmed', from: PAYABLE },
    (tx, row) => confirmRegistration(tx, row, { by: c.get('admin').name }, { note, acronym, link }),
  )
  return c.json(
    { message: `Registration ${registration.code} confirmed: receipt ${registration.receipt!.number}.`, registration },
    200,
  )
}

export const needsAttention: RouteHandler<typeof routes.needsAttention, AppEnv> = async (c) => {
  const { reason } = c.req.valid('json')
  const link = linkContext(c)
  const { registration } = await deskAction(
    c,
    c.req.valid('param').id,
    { name: 'needs-attention', done: 'marked as needing attention', from: ['awaiting-payment', 'payment-claimed'] },
    (tx, row) => markNeedsAttention(tx, row, { by: c.get('admin').name }, { reason, link }),
  )
  return c.json(
    { message: `Registration ${registration.code} needs attention; the registrant is told why.`, registration },
    200,
  )
}

export const cancel: RouteHandler<typeof routes.cancelRegistration, AppEnv> = async (c) => {
  const { reason } = c.req.valid('json')
  const { registration } = await deskAction(
    c,
    c.req.valid('param').id,
    { name: 'cancel', done: 'cancelled', from: [...PAYABLE, 'confirmed'] },
    (tx, row) =>
      queries.update(tx, row.id, {
        status: 'cancelled',
        reason,
        history: queries.historyPush({
          at: new Date().toISOString(),
          by: c.get('admin').name,
          action: 'cancelled',
          note: reason,
        }),
      }),
  )
  return c.json({ message: `Registration ${registration.code} cancelled.`, registration }, 200)
}

export const patchRegistration: RouteHandler<typeof routes.patchRegistration, AppEnv> = async (c) => {
  const { total, reason, billing, designation, category, paperIds, accompanying, ...fields } = c.req.valid('json')
  const changed = Object.keys(c.req.valid('json')).filter((k) => k !== 'reason')
  const ctx = await loadContext(c.get('db'), c.get('now')())
  try {
    const { registration } = await deskAction(
      c,
      c.req.valid('param').id,
      { name: 'update', done: 'changed', from: [...PAYABLE, 'confirmed'] },
      async (tx, row) =>
        queries.update(tx, row.id, {
          ...fields,
          ...(billing !== undefined ? { billing } : {}),
          ...(designation !== undefined ? { designation } : {}),
          ...(await feeCorrection(tx, ctx, row, { category, paperIds, accompanying, total, reason })),
          history: queries.historyPush({
            at: new Date().toISOString(),
            by: c.get('admin').name,
            action: `changed ${changed.join(', ')}`,
            ...(reason ? { note: reason } : {}),
          }),
        }),
    )
    return c.json({ message: `Registration ${registration.code} saved.`, registration }, 200)
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw new HttpError(409, 'Another active registration has this e-mail address.')
    throw err
  }
}

const EXPORT_HEADER = [
  'Code',
  'Status',
  'Name',
  'E-mail',
  'Phone',
  'Institution',
  'Designation',
  'Country',
  'Category',
  'Mode',
  'Papers',
  'Accompanying',
  'Currency',
  'Total',
  'GST part',
  'UTR',
  'Amount paid',
  'Paid on',
  'Payer name',
  'Receipt',
  'Billing name',
  'GSTIN',
  'Billing address',
  'Registered at',
]

/** Every registration as export rows (header first), in the order they came. */
async function exportRows(c: AdminContext, format: 'csv' | 'xlsx'): Promise<string[][]> {
  const db = c.get('db')
  const ctx = await loadContext(db, c.get('now')())
  return audited(c, async (tx, record) => {
    const { rows } = await queries.listRegistrations(tx, {}, 0, undefined)
    await record({ action: 'export', entity: 'registration', after: { format, count: rows.length } })
    const refs = await queries.paperRefsOf(tx, rows)
    const data = rows.reverse().map((r) => {
      const v = queries.toRegistration(r, refs, ctx.acronym)
      return [
        v.code,
        v.status,
        v.name,
        v.email ?? '',
        v.phone ?? '',
        v.institution,
        v.designation ?? '',
        v.country,
        v.categoryLabel,
        v.mode,
        v.papers.map((p) => `${p.cmtId ?? ''} ${p.heading}`.trim()).join('; '),
        String(v.accompanying),
        v.fee.currency,
        String(v.fee.total),
        String(v.fee.gst),
        v.payment?.utr ?? '',
        v.payment?.amount === null || v.payment?.amount === undefined ? '' : String(v.payment.amount),
        v.payment?.paidOn ?? '',
        v.payment?.payerName ?? '',
        v.receipt?.number ?? '',
        v.billing?.name ?? '',
        v.billing?.gstin ?? '',
        v.billing?.address ?? '',
        v.createdAt,
      ]
    })
    return [EXPORT_HEADER, ...data]
  })
}

const day = () => new Date().toISOString().slice(0, 10)

export const exportCsv: RouteHandler<typeof routes.exportCsv, AppEnv> = async (c) => {
  const rows = await exportRows(c, 'csv')
  c.header('Content-Disposition', `attachment; filename="registrations-${day()}.csv"`)
  return c.body(toCsv(rows), 200, { 'Content-Type': 'text/csv; charset=utf-8' })
}

export const exportXlsx: RouteHandler<typeof routes.exportXlsx, AppEnv> = async (c) => {
  const rows = await exportRows(c, 'xlsx')
  const data = rows.map((row, i) =>
    row.map((value) => ({
      value: neutraliseFormula(value),
      type: String,
      ...(i === 0 ? { fontWeight: 'bold' as const } : {}),
    })),
  )
  const buffer = await writeXlsxFile(data, { sheet: 'Registrations' }).toBuffer()
  c.header('Content-Disposition', `attachment; filename="registrations-${day()}.xlsx"`)
  return c.body(new Uint8Array(buffer), 200, {
    'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  })
}
