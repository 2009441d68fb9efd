import { createRoute } from '@hono/zod-openapi'
import { IdParam } from '../../api/fields'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import {
  MailChanged,
  MailList,
  MailPreview,
  MailPreviewInput,
  MailStatusView,
  MailTemplateInput,
  MailTemplateList,
  MailTemplateSaved,
  MailView,
  OutboxQuery,
  TemplateKeyParam,
  TestMailInput,
} from './mail.schemas'

const tags = ['Mail']

const PLACEHOLDERS =
  "Placeholders are `{{name}}` from the template's `placeholders` (`conference` and `conferenceName` come from the " +
  'settings); any other `{{…}}` is refused with 400 naming it. Rendering only substitutes values: no code, no ' +
  'helpers; the HTML alternative escapes every value, and line breaks in a value never reach the subject header.'

export const listMailTemplates = createRoute({
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  tags,
  method: 'get',
  path: '/mail/templates',
  operationId: 'listMailTemplates',
  summary: 'List the mail templates (admin)',
  description: `Every mail the site sends, with the wording in force (the organisers' or the default). ${PLACEHOLDERS}`,
  responses: { 200: jsonResponse('The templates.', MailTemplateList), ...errorsOf(401, 503) },
})

export const saveMailTemplate = createRoute({
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  tags,
  method: 'put',
  path: '/mail/templates/{key}',
  operationId: 'saveMailTemplate',
  summary: 'Reword a mail template (admin)',
  description: `Sets the subject (at most 200 characters) and text (at most 10,000) of the mails made from now on. ${PLACEHOLDERS} Recorded in the audit log.`,
  request: { params: TemplateKeyParam, body: jsonBody(MailTemplateInput) },
  responses: { 200: jsonResponse('Saved.', MailTemplateSaved), ...errorsOf(400, 401, 404, 413, 415, 503) },
})

export const restoreMailTemplate = createRoute({
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  tags,
  method: 'delete',
  path: '/mail/templates/{key}',
  operationId: 'restoreMailTemplate',
  summary: 'Restore a mail template to its default (admin)',
  description: 'Drops the organisers\' wording ("Restore default"); recorded in the audit log.',
  request: { params: TemplateKeyParam },
  responses: { 200: jsonResponse('The default is in force.', MailTemplateSaved), ...errorsOf(401, 404, 503) },
})

export const previewMailTemplate = createRoute({
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  tags,
  method: 'post',
  path: '/mail/templates/{key}/preview',
  operationId: 'previewMailTemplate',
  summary: 'Preview a mail template with sample values (admin)',
  description: `Renders the given subject and text (each left out: the one in force) with the template's sample values and the conference's names. Nothing is saved or sent. ${PLACEHOLDERS}`,
  request: { params: TemplateKeyParam, body: jsonBody(MailPreviewInput) },
  responses: { 200: jsonResponse('The rendered mail.', MailPreview), ...errorsOf(400, 401, 404, 413, 415, 503) },
})

export const getMailStatus = createRoute({
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  tags,
  method: 'get',
  path: '/mail/status',
  operationId: 'getMailStatus',
  summary: 'Whether mail is sent, and the outbox by status (admin)',
  description:
    '`smtpConfigured` says whether SMTP_URL is set on this server (its URL is never answered); `counts` are the ' +
    "outbox's mails by status (the dashboard shows the failed ones).",
  responses: { 200: jsonResponse('Mail delivery.', MailStatusView), ...errorsOf(401, 503) },
})

export const listOutbox = createRoute({
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  tags,
  method: 'get',
  path: '/mail/outbox',
  operationId: 'listOutbox',
  summary: 'List the outbox, newest first (admin)',
  description:
    'Every mail the site made, without bodies; `status` keeps those with that status. Mails hold personal data ' +
    '(addresses, messages): admins only, and in backups, never in archives.',
  request: { query: OutboxQuery },
  responses: { 200: jsonResponse('A page of mails.', MailList), ...errorsOf(400, 401, 503) },
})

export const getMail = createRoute({
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  tags,
  method: 'get',
  path: '/mail/outbox/{id}',
  operationId: 'getMail',
  summary: 'One mail with its body and every attempt (admin)',
  request: { params: IdParam },
  responses: { 200: jsonResponse('The mail.', MailView), ...errorsOf(401, 404, 503) },
})

export const retryMail = createRoute({
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  tags,
  method: 'post',
  path: '/mail/outbox/{id}/retry',
  operationId: 'retryMail',
  summary: 'Send a mail again (admin)',
  description:
    'A `failed`, `withheld` or `cancelled` mail goes back to `queued` and is sent at once, with the same ' +
    '`Message-ID`. 409 for any other status, and while SMTP_URL is unset. Recorded in the audit log.',
  request: { params: IdParam },
  responses: { 200: jsonResponse('Queued again.', MailChanged), ...errorsOf(401, 404, 409, 503) },
})

export const cancelMail = createRoute({
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  tags,
  method: 'post',
  path: '/mail/outbox/{id}/cancel',
  operationId: 'cancelMail',
  summary: 'Cancel a mail not yet sent (admin)',
  description:
    'A `queued`, `retrying` or `withheld` mail becomes `cancelled` and is not sent; 409 for any other status ' +
    '(a mail being sent cannot be stopped). Recorded in the audit log.',
  request: { params: IdParam },
  responses: { 200: jsonResponse('Cancelled.', MailChanged), ...errorsOf(401, 404, 409, 503) },
})

export const sendTestMail = createRoute({
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  tags,
  method: 'post',
  path: '/mail/test',
  operationId: 'sendTestMail',
  summary: 'Send a test mail (admin)',
  description:
    'Queues the `test` template to `to` and answers at once (202): the outbox shows whether it arrived at the ' +
    'relay. Without SMTP_URL it is kept `withheld`. Recorded in the audit log.',
  request: { body: jsonBody(TestMailInput) },
  responses: { 202: jsonResponse('Queued.', MailChanged), ...errorsOf(400, 401, 413, 415, 503) },
})
