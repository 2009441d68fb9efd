import { randomUUID } from 'node:crypto'
import { type InlineImage, qrMarkup } from './inline-images'
import { renderHtml, renderSubject, renderText } from './render'
import { allowedPlaceholders, type MailTemplateDefinition } from './templates'

// The outbox rows of mails, worked out from plain data only (no database, no process settings), so that a bulk
// action may render thousands of them in a worker thread (issue 53 item 5); outbox.ts reads what they need and
// inserts them.

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

/** What rendering mails needs besides their values: read once (outbox.ts mailContext). */
export interface MailContext {
  /** By template key: its definition and the wording in force. */
  templates: Record<string, { definition: MailTemplateDefinition; wording: TemplateWording }>
  /** The conference's names, values of every template. */
  common: Record<string, string>
  status: 'queued' | 'withheld'
  /** MAIL_FROM's domain: the right side of Message-IDs and image Content-IDs. */
  domain: string
}

/** A row of mail_outbox as inserted (outbox.ts insertOutboxRows), by column name. */
export interface OutboxRow {
  id: string
  to: string
  reply_to: string | null
  subject: string
  text: string
  html: string
  inline_images: InlineImage[] | null
  template: string
  status: MailContext['status']
  message_id: string
}

/** The Content-ID of a template's QR code: one image per mail, named after the sending domain. */
const qrCid = (definition: MailTemplateDefinition, domain: string) => `${definition.key}-qr@${domain}`

/**
 * Subject, text and HTML alternative of a wording with values; only the template's own names are filled. With the
 * template's `inlineQr` placeholder in the wording, the HTML shows its URL with its QR code, and `inlineImages` says
 * what that image is drawn from at send time.
 */
export function renderMailIn(
  domain: string,
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
  const markup = url && qrMarkup(url, qrCid(definition, domain), qr.alt)
  if (qr && url && markup && new RegExp(`\\{\\{\\s*${qr.placeholder}\\s*\\}\\}`).test(wording.text)) {
    asHtml[qr.placeholder] = markup
    inlineImages.push({ cid: qrCid(definition, domain), qr: url })
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

/** The outbox rows of `mails`, each rendered from its template's wording in `context`. */
export function outboxRowsOf(context: MailContext, mails: readonly QueuedMail[]): OutboxRow[] {
  return mails.map((mail) => {
    const to = mail.to.trim()
    if (!ADDRESS.test(to)) throw new Error('queueMail: `to` must be one e-mail address')
    const replyTo = mail.replyTo?.trim() || null
    if (replyTo && !ADDRESS.test(replyTo)) throw new Error('queueMail: `replyTo` must be one e-mail address')
    const template = context.templates[mail.template]
    if (!template) throw new Error(`No wording read for the mail template "${mail.template}"`)
    const id = randomUUID()
    const { inlineImages, ...rendered } = renderMailIn(context.domain, template.definition, template.wording, {
      ...context.common,
      ...mail.values,
    })
    return {
      id,
      to,
      reply_to: replyTo,
      ...rendered,
      inline_images: inlineImages.length > 0 ? inlineImages : null,
      template: template.definition.key,
      status: context.status,
      message_id: `<${id}@${context.domain}>`,
    }
  })
}
