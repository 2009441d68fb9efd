import { createHash, randomBytes, randomInt } from 'node:crypto'
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import { inOneSnapshot, selectPage } from '../../api/paging'
import type { Database } from '../../db/client'
import { papers, type RegistrationStatus, registrations } from '../../db/schema'
import type { Fee } from './registrations.fees'

export type RegistrationRow = typeof registrations.$inferSelect
export type HistoryEntry = { at: string; by: string; action: string; note?: string }

/** Statuses that hold their e-mail address and UTR: one active registration per address and per UTR. */
export const ACTIVE_STATUSES: RegistrationStatus[] = [
  'awaiting-payment',
  'payment-claimed',
  'confirmed',
  'needs-attention',
]

// No 0/O, 1/I/L: a code is read out on the phone and typed in a bank's remark.
const CODE_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** `R` and five characters: 31^5 ≈ 28 million codes, far more than an edition's registrations. */
export function newCode(): string {
  let code = 'R'
  for (let i = 0; i < 5; i++) code += CODE_CHARS[randomInt(CODE_CHARS.length)]
  return code
}

/** 256 random bits for the registrant's page; only its hash is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

/** The check-in ticket: 192 random bits, what the QR at the desk carries. */
export const newTicket = () => randomBytes(24).toString('base64url')

/** What the ticket's QR encodes: the desk's check-in page for it. */
export const ticketUrl = (origin: string, ticket: string) => `${origin}/check-in/${ticket}`

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The receipt number as printed: one series per edition, `<ACRONYM>/R/0001`. */
export const receiptLabel = (acronym: string, n: number) => `${acronym.toUpperCase()}/R/${String(n).padStart(4, '0')}`

/** What withdrawal and the retention job erase: contacts, billing and the payment's details. */
export const ERASED_FIELDS = {
  email: null,
  phone: null,
  billing: null,
  utr: null,
  payerName: null,
} satisfies Partial<typeof registrations.$inferInsert>

export const feeOf = (row: RegistrationRow) => row.fee as Fee

/** The view of a registration: the registrant's (their own page) and the organisers'. */
export function toRegistration(
  row: RegistrationRow,
  paperRefs: Map<string, { _id: string; cmtId: string | null; heading: string }>,
  acronym: string,
) {
  const claimed = row.utr !== null || row.paidMinor !== null
  return {
    _id: row.id,
    code: row.code,
    status: row.status as RegistrationStatus,
    name: row.name,
    email: row.email,
    phone: row.phone,
    institution: row.institution,
    designation: row.designation,
    country: row.country,
    category: row.category,
    categoryLabel: row.categoryLabel,
    mode: row.mode as 'in-person' | 'online',
    papers: row.paperIds.flatMap((id) => paperRefs.get(id) ?? []),
    accompanying: row.accompanying,
    billing: (row.billing as { name: string; gstin?: string; address: string } | null) ?? null,
    fee: feeOf(row),
    payment: claimed
      ? {
          utr: row.utr,
          amount: row.paidMinor === null ? null : row.paidMinor / 100,
          paidOn: row.paidOn,
          payerName: row.payerName,
        }
      : null,
    reason: row.reason,
    receipt:
      row.receiptNumber !== null && row.confirmedAt
        ? { number: receiptLabel(acronym, row.receiptNumber), issuedAt: row.confirmedAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
  }
}

export type RegistrationView = ReturnType<typeof toRegistration>

/** The papers the rows name, by id (their heading and CMT id only: never the authors' addresses). */
export async function paperRefsOf(db: Database, rows: Pick<RegistrationRow, 'paperIds'>[]) {
  const ids = [...new Set(rows.flatMap((r) => r.paperIds))]
  const refs = new Map<string, { _id: string; cmtId: string | null; heading: string }>()
  for (let i = 0; i < ids.length; i += 5000) {
    const found = await db
      .select({ id: papers.id, cmtId: papers.cmtId, heading: papers.heading })
      .from(papers)
      .where(inArray(papers.id, ids.slice(i, i + 5000)))
    for (const p of found) refs.set(p.id, { _id: p.id, cmtId: p.cmtId, heading: p.heading })
  }
  return refs
}

export async function byToken(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(eq(registrations.tokenHash, hashToken(token)))
    .limit(1)
  return row
}

export async function lockById(tx: Database, id: string) {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).limit(1).for('update')
  return row
}

export async function lockByToken(tx: Database, token: string) {
  const [row] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.tokenHash, hashToken(token)))
    .limit(1)
    .for('update')
  return row
}

export async function activeByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(sql`lower(${registrations.email}) = lower(${email})`, inArray(registrations.status, ACTIVE_STATUSES)))
    .limit(1)
  return row
}

export async function activeByUtr(db: Database, utr: string) {
  return db
    .select()
    .from(registrations)
    .where(and(eq(registrations.utr, utr), inArray(registrations.status, ACTIVE_STATUSES)))
}

/** Appends one entry to a registration's history (who did what, when). */
export function historyPush(entry: HistoryEntry): SQL {
  return sql`${registrations.history} || ${JSON.stringify([entry])}::jsonb`
}

export async function update(
  tx: Database,
  id: string,
  values: Partial<typeof registrations.$inferInsert> & { history?: SQL },
) {
  const [row] = await tx
    .update(registrations)
    .set(values as Partial<typeof registrations.$inferInsert>)
    .where(eq(registrations.id, id))
    .returning()
  return row!
}

/** The next receipt number of this edition's series, taken under a lock so two confirmations never share one. */
export async function nextReceiptNumber(tx: Database): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('registrations:receipt'))`)
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${registrations.receiptNumber}), 0)::int` })
    .from(registrations)
  return (row?.n ?? 0) + 1
}

export interface ListFilter {
  status?: RegistrationStatus
  category?: string
  q?: string
}

function whereOf(filter: ListFilter): SQL | undefined {
  const conditions: SQL[] = []
  if (filter.status) conditions.push(eq(registrations.status, filter.status))
  if (filter.category) conditions.push(eq(registrations.category, filter.category))
  const q = filter.q?.trim()
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    conditions.push(
      or(
        ilike(registrations.code, like),
        ilike(registrations.name, like),
        ilike(registrations.email, like),
        ilike(registrations.institution, like),
        ilike(registrations.utr, like),
      )!,
    )
  }
  return conditions.length ? and(...conditions) : undefined
}

export async function listRegistrations(db: Database, filter: ListFilter, skip: number, limit: number | undefined) {
  const where = whereOf(filter)
  return selectPage(db, registrations, [desc(registrations.createdAt)], skip, limit, where)
}

/**
 * Counts by status and category, and the confirmed amounts per currency (over every registration), from one
 * snapshot: the confirmed count and the confirmed amounts agree.
 */
export function totals(db: Database) {
  return inOneSnapshot(db, async (tx) => {
    const byStatusRows = await tx
      .select({ status: registrations.status, n: count() })
      .from(registrations)
      .groupBy(registrations.status)
    const byCategoryRows = await tx
      .select({ category: registrations.category, n: count() })
      .from(registrations)
      .where(inArray(registrations.status, ACTIVE_STATUSES))
      .groupBy(registrations.category)
    const amounts = await tx
      .select({
        currency: registrations.currency,
        minor: sql<number>`coalesce(sum(${registrations.totalMinor}), 0)::bigint`,
      })
      .from(registrations)
      .where(eq(registrations.status, 'confirmed'))
      .groupBy(registrations.currency)
    const confirmedAmount = { INR: 0, USD: 0 }
    for (const a of amounts) confirmedAmount[a.currency as 'INR' | 'USD'] = Number(a.minor) / 100
    return {
      byStatus: Object.fromEntries(byStatusRows.map((r) => [r.status, r.n])),
      byCategory: Object.fromEntries(byCategoryRows.map((r) => [r.category, r.n])),
      confirmedAmount,
    }
  })
}

export async function listRegistrationsById(db: Database, ids: string[]) {
  return db.select().from(registrations).where(inArray(registrations.id, ids))
}
