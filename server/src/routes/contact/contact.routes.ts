import { createRoute } from '@hono/zod-openapi'
import { errorResponses } from '../../lib/errors'
import { PaginationQuery } from '../../lib/fields'
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
  request: { body: { required: true, content: { 'application/json': { schema: ContactInput } } } },
  responses: {
    201: { description: 'The message is stored.', content: { 'application/json': { schema: ContactSent } } },
    400: errorResponses[400],
    413: errorResponses[413],
    415: errorResponses[415],
    429: errorResponses[429],
    503: errorResponses[503],
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
    200: { description: 'A page of messages.', content: { 'application/json': { schema: ContactMessageList } } },
    400: errorResponses[400],
    401: errorResponses[401],
    503: errorResponses[503],
  },
})
