import type { RouteHandler } from '@hono/zod-openapi'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError, notFound } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { listPage } from '../../api/paging'
import { mailConfig, smtpConfigured } from '../../mail/config'
import { countByStatus } from '../../mail/delivery'
import { conferenceValues, currentWording, queueMail, renderMail } from '../../mail/outbox'
import { checkPlaceholders, UnknownPlaceholderError } from '../../mail/render'
import {
  allowedPlaceholders,
  MAIL_TEMPLATES,
  type MailTemplateDefinition,
  templateDefinition,
} from '../../mail/templates'
import * as queries from './mail.queries'
import type * as routes from './mail.routes'

const templateNotFound = (key: string) =>
  new HttpError(404, `No mail template "${key}": the keys are ${MAIL_TEMPLATES.map((t) => t.key).join(', ')}.`)

function definitionOf(key: string): MailTemplateDefinition {
  const definition = templateDefinition(key)
  if (!definition) throw templateNotFound(key)
  return definition
}

/** 400 naming the placeholder a wording may not use, and those it may. */
function checkWording(definition: MailTemplateDefinition, wording: { subject: string; text: string }) {
  const allowed = allowedPlaceholders(definition)
  try {
    checkPlaceholders('subject', wording.subject, allowed)
    checkPlaceholders('text', wording.text, allowed)
  } catch (err) {
    if (!(err instanceof UnknownPlaceholderError)) throw err
    throw new HttpError(400, err.message, [{ path: err.field, message: err.message }])
  }
}

function templateView(definition: MailTemplateDefinition, stored?: { subject: string; text: string }) {
  return {
    key: definition.key,
    description: definition.description,
    subject: stored?.subject ?? definition.subject,
    text: stored?.text ?? definition.text,
    placeholders: allowedPlaceholders(definition),
    edited: Boolean(stored),
  }
}

export const listMailTemplates: RouteHandler<typeof routes.listMailTemplates, AppEnv> = async (c) => {
  const stored = new Map((await queries.storedWordings(c.get('db'))).map((row) => [row.key, row]))
  return c.json({ templates: MAIL_TEMPLATES.map((t) => templateView(t, stored.get(t.key))) }, 200)
}

export const saveMailTemplate: RouteHandler<typeof routes.saveMailTemplate, AppEnv> = async (c) => {
  const { key } = c.req.valid('param')
  const wording = c.req.valid('json')
  const definition = definitionOf(key)
  checkWording(definition, wording)
  await audited(c, async (tx, record) => {
    const before = await currentWording(tx, definition)
    await queries.saveWording(tx, key, wording)
    await record({ action: 'update', entity: 'mail-template', entityId: key, before, after: wording })
  })
  return c.json({ message: 'Template saved.', template: templateView(definition, wording) }, 200)
}

export const restoreMailTemplate: RouteHandler<typeof routes.restoreMailTemplate, AppEnv> = async (c) => {
  const { key } = c.req.valid('param')
  const definition = definitionOf(key)
  await audited(c, async (tx, record) => {
    const removed = await queries.deleteWording(tx, key)
    if (removed)
      await record({
        action: 'delete',
        entity: 'mail-template',
        entityId: key,
        before: { subject: removed.subject, text: removed.text },
      })
  })
  return c.json({ message: 'Template restored to its default.', template: templateView(definition) }, 200)
}

export const previewMailTemplate: RouteHandler<typeof routes.previewMailTemplate, AppEnv> = async (c) => {
  const { key } = c.req.valid('param')
  const body = c.req.valid('json')
  const definition = definitionOf(key)
  const db = c.get('db')
  const wording = { ...(await currentWording(db, definition)), ...body }
  checkWording(definition, wording)
  const values = { ...definition.sample, ...(await conferenceValues(db)) }
  const { inlineImages: _drawnWhenSent, ...preview } = renderMail(definition, wording, values)
  return c.json(preview, 200)
}

export const getMailStatus: RouteHandler<typeof routes.getMailStatus, AppEnv> = async (c) => {
  const counts = await countByStatus(c.get('db'))
  return c.json({ smtpConfigured: smtpConfigured(), from: mailConfig().from, counts }, 200)
}

export const listOutbox: RouteHandler<typeof routes.listOutbox, AppEnv> = async (c) => {
  const { status, ...paging } = c.req.valid('query')
  return c.json(await listPage(paging, (skip, limit) => queries.listOutbox(c.get('db'), skip, limit, status)), 200)
}

const mailNotFound = () => notFound('Mail')

export const getMail: RouteHandler<typeof routes.getMail, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const row = isUuid(id) ? await queries.readMail(c.get('db'), id) : undefined
  if (!row) throw mailNotFound()
  return c.json({ mail: queries.toMail(row) }, 200)
}

const RETRYABLE = ['failed', 'withheld', 'cancelled']
const CANCELLABLE = ['queued', 'retrying', 'withheld']

/** Retry and cancel: one status change under the row's lock, audited; 409 from a status it does not apply to. */
function changeStatus(to: 'queued' | 'cancelled') {
  const from = to === 'queued' ? RETRYABLE : CANCELLABLE
  return async (c: Parameters<RouteHandler<typeof routes.retryMail, AppEnv>>[0]) => {
    const { id } = c.req.valid('param')
    if (to === 'queued' && !smtpConfigured())
      throw new HttpError(409, 'Mail is off on this server (SMTP_URL is unset): set SMTP_URL, then send it again.')
    const mail = await audited(c, async (tx, record) => {
      const row = isUuid(id) ? await queries.readMail(tx, id, true) : undefined
      if (!row) throw mailNotFound()
      if (!from.includes(row.status))
        throw new HttpError(
          409,
          `This mail is ${row.status}: only a mail that is ${from.join(', ')} can be ${to === 'queued' ? 'sent again' : 'cancelled'}.`,
        )
      const after = queries.toMail(await queries.setMailStatus(tx, id, to))
      await record({
        action: to === 'queued' ? 'retry' : 'cancel',
        entity: 'mail',
        entityId: id,
        before: queries.auditedMail(queries.toMailSummary(row)),
        after: queries.auditedMail(after),
      })
      return after
    })
    const message = to === 'queued' ? 'The mail is queued to be sent again.' : 'The mail is cancelled.'
    return c.json({ message, mail }, 200)
  }
}

export const retryMail: RouteHandler<typeof routes.retryMail, AppEnv> = changeStatus('queued')
export const cancelMail: RouteHandler<typeof routes.cancelMail, AppEnv> = changeStatus('cancelled')

export const sendTestMail: RouteHandler<typeof routes.sendTestMail, AppEnv> = async (c) => {
  const { to } = c.req.valid('json')
  const mail = await audited(c, async (tx, record) => {
    const { id } = await queueMail(tx, { template: 'test', to, values: { sentBy: c.get('admin').name } })
    const row = queries.toMail((await queries.readMail(tx, id))!)
    await record({ action: 'create', entity: 'mail', entityId: id, after: queries.auditedMail(row) })
    return row
  })
  const message = smtpConfigured()
    ? 'Test mail queued: it is sent in a moment.'
    : 'Test mail kept in the outbox: mail is off on this server (SMTP_URL is unset).'
  return c.json({ message, mail }, 202)
}
