import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { readConference } from '../db/conference'
import { insertJsonRows } from '../db/json-rows'
import { mailOutbox, mailTemplates } from '../db/schema'
import { fromDomain, smtpConfigured } from './config'
import { type InlineImage, qrMarkup } from './inline-images'
import { renderHtml, renderSubject, renderText } from './render'
import { allowedPlaceholders, COMMON_SAMPLE, type MailTemplateDefinition, templateDefinition } from './templates'

/** Postgres channel that wakes every instance's worker; NOTIFY in a transaction is delivered when it commits. */
export const MAIL_CHANNEL = 'mail_outbox'

export interface QueuedMail {
  /** A key of MAIL_TEMPLATES (mail/templates.ts). */
  template: string
  /** One address. */
  to: string
  replyTo?: string
  /** One value per placeholder of the template; the conference's names are filled in. */
  values: Record<string, string>
}

export interface TemplateWording {
  subject: string
  text: string
}

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

/** The Content-ID of a template's QR code: one image per mail, named after the sending domain. */
const qrCid = (definition: MailTemplateDefinition) => `${definition.key}-qr@${fromDomain()}`

/**
 * Subject, text and HTML alternative of a wording with values; only the template's own names are filled. With the
 * template's `inlineQr` placeholder in the wording, the HTML shows its URL with its QR code, and `inlineImages` says
 * what that image is drawn from at send time.
 */
export function renderMail(
  definition: MailTemplateDefinition,
  wording: TemplateWording,
  values: Record<string, string>,
): { subject: string; text: string; html: string; inlineImages: InlineImage[] } {
  const allowed = new Set(allowedPlaceholders(definition))
  const own = Object.fromEntries(Object.entries(values).filter(([name]) => allowed.has(name)))
  const asHtml: Record<string, string> = {}
  const inlineImages: InlineImage[] = []
  const qr = definition.inlineQr
  const url = qr && own[qr.placeholder]
  const markup = url && qrMarkup(url, qrCid(definition), qr.alt)
  if (qr && url && markup && new RegExp(`\\{\\{\\s*${qr.placeholder}\\s*\\}\\}`).test(wording.text)) {
    asHtml[qr.placeholder] = markup
    inlineImages.push({ cid: qrCid(definition), qr: url })
  }
  return {
    subject: renderSubject(wording.subject, own),
    text: renderText(wording.text, own),
    html: renderHtml(wording.text, own, asHtml),
    inlineImages,
  }
}

// One address, no display name, no line break: what reaches the SMTP envelope and the To header.
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/
export const isMailAddress = (value: string) => ADDRESS.test(value.trim())

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
  const wordings = new Map<string, { definition: MailTemplateDefinition; wording: TemplateWording }>()
  for (const mail of mails) {
    if (wordings.has(mail.template)) continue
    const definition = templateDefinition(mail.template)
    if (!definition) throw new Error(`No mail template "${mail.template}" (mail/templates.ts)`)
    wordings.set(mail.template, { definition, wording: await currentWording(tx, definition) })
  }
  const common = await conferenceValues(tx)
  const status = smtpConfigured() ? 'queued' : 'withheld'
  const rows = mails.map((mail): typeof mailOutbox.$inferInsert & { id: string } => {
    const to = mail.to.trim()
    if (!ADDRESS.test(to)) throw new Error('queueMail: `to` must be one e-mail address')
    const replyTo = mail.replyTo?.trim() || null
    if (replyTo && !ADDRESS.test(replyTo)) throw new Error('queueMail: `replyTo` must be one e-mail address')
    const { definition, wording } = wordings.get(mail.template)!
    const id = randomUUID()
    const { inlineImages, ...rendered } = renderMail(definition, wording, { ...common, ...mail.values })
    return {
      id,
      to,
      replyTo,
      ...rendered,
      inlineImages: inlineImages.length > 0 ? inlineImages : null,
      template: definition.key,
      status,
      messageId: `<${id}@${fromDomain()}>`,
    }
  })
  // One jsonb parameter, not drizzle's per cell: a statement's import queues thousands (db/json-rows.ts).
  await tx.execute(insertJsonRows(mailOutbox, rows))
  if (status === 'queued') await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`)
  return rows.map(({ id }) => ({ id }))
}
