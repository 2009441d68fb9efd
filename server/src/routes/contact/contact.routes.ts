import { createRoute } from '@hono/zod-openapi'
import { PaginationQuery } from '../../lib/fields'
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-responses'
import { adminSecurity, requireAdmin } from '../../middlewares/require-admin'
import { ContactInput, ContactMessageList, ContactSent } from './contact.schemas'

const tags = ['Contact']

export const sendContactMessage = createRoute({
  method: 'post',
  path: '/contact',
  operationId: 'sendContactMessage',
  security: [],
  tags,
  summary: 'Send a contact message',
  description:
    'Name, email, subject and message are required; phone is optional (an empty text counts as absent). ' +
    'At most 10 messages per client address per hour; further messages get 429.',
  request: { body: jsonBody(ContactInput) },
  responses: {
    201: jsonResponse('The message is stored.', ContactSent),
    ...errorsOf(400, 413, 415, 429, 503),
  },
})

export const listContactMessages = createRoute({
  method: 'get',
  path: '/contact',
  operationId: 'listContactMessages',
  tags,
  summary: 'List contact messages, newest first (admin)',
  description: 'Contact messages hold personal data, so this list needs the admin token.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { query: PaginationQuery },
  responses: {
    200: jsonResponse('A page of messages.', ContactMessageList),
    ...errorsOf(400, 401, 503),
  },
})
