import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { admins } from './auth'
import { createdAt, id, updatedAt } from './columns'
import { contactMessages } from './content'

// Mail (issue 51): one row per outgoing mail, written in the transaction of what causes it (server/src/mail/).
export const mailStatus = pgEnum('mail_status', [
  'queued',
  'sending',
  'sent',
  'retrying',
  'failed',
  'withheld',
  'cancelled',
])
export type MailStatus = (typeof mailStatus.enumValues)[number]

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** One address per row. */
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The HTML alternative (every value escaped), when the template has one. */
    html: text('html'),
    /** Images the HTML shows (`cid:`), as what each is drawn from at send time: `[{ cid, qr }]`, a QR code of `qr`. */
    inlineImages: jsonb('inline_images').$type<{ cid: string; qr: string }[]>(),
    /** The template key it was rendered from (mail/templates.ts). */
    template: text('template').notNull(),
    status: mailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Every attempt: `[{ at, result, code, message }]`, oldest first. */
    attemptLog: jsonb('attempt_log').notNull().default(sql`'[]'::jsonb`),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current attempt began (status `sending`): older than MAIL_LEASE_MS means its worker died. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** `{ code, message }`: the SMTP reply code and text, or the connection error. */
    lastError: jsonb('last_error'),
    /** Fixed when the row is made, so that a resend carries the same Message-ID. */
    messageId: text('message_id').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'retrying')`),
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
    index('mail_outbox_claimed_idx').on(t.claimedAt),
  ],
)

/** Templates as organisers reworded them; a key without a row uses its default (mail/templates.ts). */
export const mailTemplates = pgTable('mail_templates', {
  key: text('key').primaryKey(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  updatedAt: updatedAt(),
})

/** Replies sent from the contact inbox (`POST /contact/{id}/reply`), kept with their message. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    text: text('text').notNull(),
    /** The outbox row that carries it (its status is the reply's mail status). */
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
)
/**
 * Certificates (issue 53): each frozen when issued. `snapshot` holds everything its PDF and its verify page show
 * (texts with the placeholders filled, the conference, signatories, image ids), so neither changes later; a
 * correction is a revocation and a new certificate. Emptied by the next edition, kept in its archive.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    /** 10 Crockford base-32 characters (50 random bits): printed on it and in its verification URL. */
    code: text('code').notNull(),
    /** 1, 2, 3… within the edition. */
    serial: integer('serial').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    institution: text('institution'),
    /** Personal data: for the mail that sends the link; never in a public answer. */
    email: text('email'),
    paperId: text('paper_id'),
    paperTitle: text('paper_title'),
    /** What it was issued for, once only (e.g. `registration:<id>:participation`); null for single ones. */
    sourceKey: text('source_key'),
    snapshot: jsonb('snapshot').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    uniqueIndex('certificates_serial_key').on(t.serial),
    uniqueIndex('certificates_source_key').on(t.sourceKey),
    index('certificates_kind_idx').on(t.kind, t.serial),
    check(
      'certificates_kind',
      sql`${t.kind} IN ('participation', 'presentation', 'chair', 'speaker', 'award', 'volunteer', 'committee')`,
    ),
  ],
)
