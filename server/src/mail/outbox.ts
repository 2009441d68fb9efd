import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { readConference } from '../db/conference'
import { mailTemplates } from '../db/schema'
import { fromDomain, smtpConfigured } from './config'
import type { InlineImage } from './inline-images'
import {
  type MailContext,
  type OutboxRow,
  outboxRowsOf,
  type QueuedMail,
  renderMailIn,
  type TemplateWording,
} from './outbox-rows'
import { COMMON_SAMPLE, type MailTemplateDefinition, templateDefinition } from './templates'

export { isMailAddress, type QueuedMail, type TemplateWording } from './outbox-rows'

/** Postgres channel that wakes every instance's worker; NOTIFY in a transaction is delivered when it commits. */
export const MAIL_CHANNEL = 'mail_outbox'

/** The wording in force: the organisers' if they changed it, else the default. */
export async function currentWording(db: Database, definition: MailTemplateDefinition): Promise<TemplateWording> {
  const [row] = await db
    .select({ subject: mailTemplates.subject, text: mailTemplates.text })
    .from(mailTemplates)
    .where(eq(mailTemplates.key, definition.key))
    .limit(1)
  return row ?? { subject: definition.subject, text: definition.text }
}

/** The conference's names as values of every template (the sample ones before the settings are set). */
export async function conferenceValues(db: Database): Promise<Record<string, string>> {
  const conference = await readConference(db).catch(() => undefined)
  return conference
    ? { conference: conference.shortName, conferenceName: conference.name }
    : { ...COMMON_SAMPLE, conference: 'Conference', conferenceName: 'Conference' }
}

/** A mail's subject, text and HTML alternative (outbox-rows.ts renderMailIn) under this process's MAIL_FROM. */
export function renderMail(
  definition: MailTemplateDefinition,
  wording: TemplateWording,
  values: Record<string, string>,
): { subject: string; text: string; html: string; inlineImages: InlineImage[] } {
  return renderMailIn(fromDomain(), definition, wording, values)
}

/**
 * What rendering mails of these templates needs, read once: each wording in force and the conference's names, with
 * the status and Message-ID domain of this process's mail settings.
 */
export async function mailContext(tx: Database, templateKeys: Iterable<string>): Promise<MailContext> {
  const templates: MailContext['templates'] = {}
  for (const key of new Set(templateKeys)) {
    const definition = templateDefinition(key)
    if (!definition) throw new Error(`No mail template "${key}" (mail/templates.ts)`)
    templates[key] = { definition, wording: await currentWording(tx, definition) }
  }
  const common = await conferenceValues(tx)
  return { templates, common, status: smtpConfigured() ? 'queued' : 'withheld', domain: fromDomain() }
}

/**
 * Inserts outbox rows (as objects, or their JSON array made elsewhere, e.g. in a worker thread) in one statement: a
 * single JSON parameter rather than ten per row, which drizzle would take longer to build than Postgres to insert.
 */
export async function insertOutboxRows(tx: Database, rows: readonly OutboxRow[] | string) {
  const json = typeof rows === 'string' ? rows : JSON.stringify(rows)
  await tx.execute(sql`
    insert into mail_outbox (id, "to", reply_to, subject, text, html, inline_images, template, status, message_id)
    select id, "to", reply_to, subject, text, html, inline_images, template, status, message_id
    from json_to_recordset(${json}::json) as r(
      id uuid, "to" text, reply_to text, subject text, text text, html text, inline_images jsonb, template text,
      status mail_status, message_id text)`)
}

/** Wakes every instance's mail worker when the transaction commits, if mails were `queued` (SMTP_URL is set). */
export async function wakeMailWorkers(tx: Database, status: MailContext['status']) {
  if (status === 'queued') await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`)
}

/**
 * Queues one mail inside the caller's transaction: renders the template in force with `values` and stores the row,
 * `withheld` without SMTP_URL, else `queued` with a NOTIFY that wakes the workers when the transaction commits.
 * So a mail exists exactly when what caused it does.
 */
export async function queueMail(tx: Database, mail: QueuedMail): Promise<{ id: string }> {
  const [queued] = await queueMails(tx, [mail])
  return queued!
}

/**
 * Queues many mails like `queueMail` in one INSERT: the wording of each template and the conference's names are read
 * once, and one NOTIFY wakes the workers (bulk actions, e.g. certificates issued to every registration).
 */
export async function queueMails(tx: Database, mails: QueuedMail[]): Promise<{ id: string }[]> {
  if (mails.length === 0) return []
  const context = await mailContext(
    tx,
    mails.map((m) => m.template),
  )
  const rows = outboxRowsOf(context, mails)
  await insertOutboxRows(tx, rows)
  await wakeMailWorkers(tx, context.status)
  return rows.map(({ id }) => ({ id }))
}
