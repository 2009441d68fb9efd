import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'

// The registration desk (issue 52): registrations with their payment claims, and the bank statement's credit lines.
// Personal data (email, phone, billing, utr, payerName) is erased on withdrawal and by the retention job.
export const REGISTRATION_STATUSES = [
  'awaiting-payment',
  'payment-claimed',
  'confirmed',
  'needs-attention',
  'withdrawn',
  'cancelled',
] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    /** Short and readable (R7K2QX), what the payer writes in the transfer's remark. */
    code: text('code').notNull(),
    /** SHA-256 of the registrant's page token (never stored itself); a new link replaces it. */
    tokenHash: text('token_hash').notNull(),
    /** The token sealed with the server's secret key (auth/secret-key.ts), so later mails can carry the link. */
    tokenSealed: text('token_sealed').notNull(),
    status: text('status').notNull().default('awaiting-payment'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    institution: text('institution').notNull(),
    designation: text('designation'),
    country: text('country').notNull(),
    /** The fee row's key, and its label as it was when registering. */
    category: text('category').notNull(),
    categoryLabel: text('category_label').notNull(),
    mode: text('mode').notNull(),
    paperIds: uuid('paper_ids').array().notNull().default(sql`'{}'::uuid[]`),
    accompanying: integer('accompanying').notNull().default(0),
    /** `{ name, gstin?, address }` or null. */
    billing: jsonb('billing'),
    /** The fee as quoted (registrations.fees.ts Fee): currency, tier, items, total, gst. */
    fee: jsonb('fee').notNull(),
    currency: text('currency').notNull(),
    /** The total in paise or cents: what the statement's amounts are compared with. */
    totalMinor: integer('total_minor').notNull(),
    /** The payer's claim: normalised UTR, amount (minor units), day paid, payer's name. */
    utr: text('utr'),
    paidMinor: integer('paid_minor'),
    paidOn: date('paid_on', { mode: 'string' }),
    payerName: text('payer_name'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Why an organiser looked again (needs-attention, cancel). */
    reason: text('reason'),
    receiptNumber: integer('receipt_number'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The check-in ticket (issue 53): 192 random bits, set when the payment is confirmed; its QR is the desk's key. */
    ticket: text('ticket'),
    /** Who did what, when: `[{ at, by, action, note? }]`. */
    history: jsonb('history').notNull().default(sql`'[]'::jsonb`),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('registrations_code_key').on(t.code),
    uniqueIndex('registrations_token_hash_key').on(t.tokenHash),
    uniqueIndex('registrations_receipt_number_key').on(t.receiptNumber),
    uniqueIndex('registrations_ticket_key').on(t.ticket),
    // One active registration per address, and one per UTR: withdrawn and cancelled ones free them.
    uniqueIndex('registrations_active_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} NOT IN ('withdrawn', 'cancelled') AND ${t.email} IS NOT NULL`),
    uniqueIndex('registrations_active_utr_key')
      .on(t.utr)
      .where(sql`${t.status} NOT IN ('withdrawn', 'cancelled') AND ${t.utr} IS NOT NULL`),
    index('registrations_status_idx').on(t.status, t.createdAt),
    check(
      'registrations_status',
      sql`${t.status} IN ('awaiting-payment', 'payment-claimed', 'confirmed', 'needs-attention', 'withdrawn', 'cancelled')`,
    ),
  ],
)

// Attendance (issue 53): a desk check-in or an online join, at most one of each per registration and conference day
// (the day in India). Emptied by the next edition with the registrations.
export const ATTENDANCE_KINDS = ['desk', 'online'] as const
export const checkIns = pgTable(
  'check_ins',
  {
    id: id(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The day in India (YYYY-MM-DD). */
    day: date('day', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The desk account's name, or "online" for a join link. */
    by: text('by').notNull(),
    /** The session whose join link was followed (online only). */
    sessionId: uuid('session_id'),
  },
  (t) => [
    uniqueIndex('check_ins_once_a_day_key').on(t.registrationId, t.kind, t.day),
    index('check_ins_day_idx').on(t.day),
    check('check_ins_kind', sql`${t.kind} IN ('desk', 'online')`),
  ],
)

/** Credit lines of imported bank statements: each line's checksum is kept, so a re-import matches nothing twice. */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: id(),
    checksum: text('checksum').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    narration: text('narration').notNull(),
    reference: text('reference').notNull().default(''),
    amountMinor: integer('amount_minor').notNull(),
    utrCandidates: text('utr_candidates').array().notNull().default(sql`'{}'::text[]`),
    /** `matched`, `mismatched` (the UTR matched, the amount did not), `unmatched`, `assigned`, `discarded`. */
    state: text('state').notNull(),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('statement_lines_checksum_key').on(t.checksum),
    index('statement_lines_state_idx').on(t.state, t.date),
    check('statement_lines_state', sql`${t.state} IN ('matched', 'mismatched', 'unmatched', 'assigned', 'discarded')`),
  ],
)
