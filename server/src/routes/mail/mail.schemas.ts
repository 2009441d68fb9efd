import { z } from '@hono/zod-openapi'
import { email, listEnvelope, PaginationQuery, requiredText } from '../../api/fields'
import { mailStatus } from '../../db/schema'

export const MAIL_STATUSES = mailStatus.enumValues

export const MailStatus = z
  .enum(MAIL_STATUSES, { error: `status must be one of ${MAIL_STATUSES.join(', ')}.` })
  .openapi('MailStatus', {
    description:
      '`queued` (waiting to be sent), `sending` (an attempt is under way), `sent` (the SMTP server accepted it), ' +
      '`retrying` (deferred or the server unreachable: tried again at `nextAttemptAt`), `failed` (refused with a ' +
      '5xx, or still not sent 24 hours after it was made), `withheld` (made while mail was off: SMTP_URL unset), ' +
      '`cancelled` (stopped by an organiser).',
  })

export const TEMPLATE_LIMITS = { subject: 200, text: 10_000 } as const

export const MailTemplate = z
  .object({
    key: z.string(),
    description: z.string(),
    subject: z.string(),
    text: z.string(),
    placeholders: z.array(z.string()),
    edited: z.boolean().openapi({ description: 'The organisers changed it: `DELETE` restores the default.' }),
  })
  .openapi('MailTemplate', {
    example: {
      key: 'contact-reply',
      description: "An organiser's answer from the contact inbox, to the visitor who wrote.",
      subject: 'Re: {{subject}}',
      text: 'Dear {{name}},\n\n{{reply}}\n\nOn {{date}} you wrote:\n{{quoted}}\n\n-- \n{{conference}}',
      placeholders: ['conference', 'conferenceName', 'name', 'subject', 'reply', 'date', 'quoted'],
      edited: false,
    },
  })

export const MailTemplateList = z.object({ templates: z.array(MailTemplate) }).openapi('MailTemplateList')

export const TemplateKeyParam = z.object({
  key: z.string().openapi({ param: { name: 'key', in: 'path' }, example: 'contact-reply' }),
})

export const MailTemplateInput = z
  .strictObject({
    subject: requiredText('Subject', TEMPLATE_LIMITS.subject),
    text: requiredText('Text', TEMPLATE_LIMITS.text),
  })
  .openapi('MailTemplateInput', {
    example: { subject: 'Re: {{subject}}', text: 'Dear {{name}},\n\n{{reply}}\n\n-- \n{{conference}}' },
  })

export const MailTemplateSaved = z
  .object({ message: z.string().openapi({ example: 'Template saved.' }), template: MailTemplate })
  .openapi('MailTemplateSaved')

export const MailPreviewInput = z
  .strictObject({
    subject: requiredText('Subject', TEMPLATE_LIMITS.subject).optional(),
    text: requiredText('Text', TEMPLATE_LIMITS.text).optional(),
  })
  .openapi('MailPreviewInput', {
    description: 'A wording to try; a field left out is the one in force.',
    example: { subject: 'Re: {{subject}} ({{conference}})' },
  })

export const MailPreview = z
  .object({
    subject: z.string(),
    text: z.string(),
    html: z.string().openapi({ description: 'The HTML alternative: every value escaped.' }),
  })
  .openapi('MailPreview', {
    example: {
      subject: 'Re: Registration for students (ICNARI 2027)',
      text: 'Dear Asha Verma, …',
      html: '<!doctype html><html><body><div style="white-space:pre-wrap">Dear Asha Verma, …</div></body></html>',
    },
  })

const MailError = z
  .object({
    code: z.number().int().nullable().openapi({ description: 'The SMTP reply code; null for a connection error.' }),
    message: z.string(),
  })
  .openapi('MailError', { example: { code: 550, message: '550 5.1.1 No such user here' } })

export const MailAttempt = z
  .object({
    at: z.iso.datetime(),
    result: z.enum(['sent', 'retrying', 'failed', 'lost']).openapi({
      description: '`lost`: the server sending it stopped mid-send; the mail was taken back after MAIL_LEASE_MS.',
    }),
    code: z.number().int().nullable(),
    message: z.string(),
  })
  .openapi('MailAttempt')

const summaryShape = {
  _id: z.uuid(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  template: z.string(),
  status: MailStatus,
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime().nullable().openapi({ description: 'When it is tried next (queued, retrying).' }),
  lastError: MailError.nullable(),
  messageId: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
}

const SUMMARY_EXAMPLE = {
  _id: '0b6f2a1c-4d3e-4f5a-9b8c-7d6e5f4a3b2c',
  to: 'asha@example.org',
  replyTo: 'icnari@example.org',
  subject: 'Re: Registration for students',
  template: 'contact-reply',
  status: 'sent' as const,
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  messageId: '<0b6f2a1c-4d3e-4f5a-9b8c-7d6e5f4a3b2c@icnari.example.org>',
  createdAt: '2027-03-02T10:15:00.000Z',
  sentAt: '2027-03-02T10:15:01.000Z',
}

export const MailSummary = z.object(summaryShape).openapi('MailSummary', { example: SUMMARY_EXAMPLE })

export const Mail = z
  .object({
    ...summaryShape,
    text: z.string(),
    html: z.string().nullable(),
    attemptLog: z.array(MailAttempt).openapi({ description: 'Every attempt, oldest first.' }),
  })
  .openapi('Mail', {
    example: {
      ...SUMMARY_EXAMPLE,
      text: 'Dear Asha Verma, …',
      html: null,
      attemptLog: [{ at: '2027-03-02T10:15:01.000Z', result: 'sent', code: 250, message: '250 OK: queued' }],
    },
  })

export const MailList = listEnvelope(MailSummary, 'MailList')

export const OutboxQuery = PaginationQuery.extend({
  status: MailStatus.optional().openapi({
    param: { name: 'status', in: 'query' },
    example: 'failed',
    description: 'Only mails with this status; without it, every mail.',
  }),
})

export const MailView = z.object({ mail: Mail }).openapi('MailView')

export const MailChanged = z
  .object({ message: z.string().openapi({ example: 'The mail is queued to be sent again.' }), mail: Mail })
  .openapi('MailChanged')

export const TestMailInput = z
  .strictObject({ to: email('To') })
  .openapi('TestMailInput', { example: { to: 'organiser@example.org' } })

export const MailStatusView = z
  .object({
    smtpConfigured: z.boolean().openapi({ description: 'SMTP_URL is set: mails are sent (its URL is never shown).' }),
    from: z.string().openapi({ example: 'ICNARI 2027 <noreply@icnari.example.org>' }),
    counts: z.record(MailStatus, z.number().int()).openapi({
      example: { queued: 0, sending: 0, sent: 12, retrying: 0, failed: 1, withheld: 0, cancelled: 0 },
    }),
  })
  .openapi('MailStatusView')
