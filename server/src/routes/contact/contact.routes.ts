import { createRoute } from '@hono/zod-openapi'
import { IdParam, MessageSchema } from '../../api/fields'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import {
  ContactExportQuery,
  ContactInput,
  ContactListQuery,
  ContactMessageList,
  ContactReplyInput,
  ContactReplySent,
  ContactSent,
  ContactStatusInput,
  ContactStatusSaved,
} from './contact.schemas'

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
    'At most 10 messages per client address per hour; further messages get 429. A new message has status `new`. ' +
    "Each organiser address in the settings' `mail.notify` is sent a mail of it (Reply-To the sender), stored with " +
    'the message in one transaction; nothing is ever mailed to the address typed in the form.',
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
  description:
    'Contact messages hold personal data, so this list needs the admin token. `status` keeps only the messages ' +
    'with that status, and `totalCount` counts them: `?status=new&limit=1` answers the number of new messages ' +
    '(the dashboard reads it so).',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { query: ContactListQuery },
  responses: {
    200: jsonResponse('A page of messages.', ContactMessageList),
    ...errorsOf(400, 401, 503),
  },
})

export const exportContactMessages = createRoute({
  method: 'get',
  path: '/contact/export.csv',
  operationId: 'exportContactMessages',
  tags,
  summary: 'Download contact messages as CSV (admin)',
  description:
    'Every message (only those with `status` when given), newest first, as an RFC 4180 CSV file in UTF-8 with a ' +
    'byte-order mark, one header row: Received at, Status, Name, E-mail, Phone, Subject, Message, ID. Every field ' +
    'is quoted. A cell that a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a tab or a ' +
    'carriage return) starts with an apostrophe instead. Each export is recorded in the audit log.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { query: ContactExportQuery },
  responses: {
    200: {
      description: 'The CSV file, as an attachment.',
      headers: {
        'Content-Disposition': {
          schema: { type: 'string' },
          description: '`attachment; filename="contact-messages-<UTC date>.csv"`',
        },
      },
      content: {
        'text/csv': {
          schema: { type: 'string' },
          example:
            '"Received at","Status","Name","E-mail","Phone","Subject","Message","ID"\r\n' +
            '"2025-01-10T09:30:00.000Z","new","Asha Verma","asha@example.org","\'+91 98765 43210",' +
            '"Registration for foreign authors","Can a foreign author pay by card?",' +
            '"3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f"\r\n',
        },
      },
    },
    ...errorsOf(400, 401, 503),
  },
})

export const setContactMessageStatus = createRoute({
  method: 'patch',
  path: '/contact/{id}',
  operationId: 'setContactMessageStatus',
  tags,
  summary: 'Set the status of a contact message (admin)',
  description: '`status` is one of `new`, `read`, `replied`, `archived`. The change is recorded in the audit log.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(ContactStatusInput) },
  responses: {
    200: jsonResponse('The status is set; the message as it is now.', ContactStatusSaved),
    ...errorsOf(400, 401, 404, 413, 415, 503),
  },
})

export const deleteContactMessage = createRoute({
  method: 'delete',
  path: '/contact/{id}',
  operationId: 'deleteContactMessage',
  tags,
  summary: 'Delete a contact message (admin)',
  description:
    "Removes the message for good. The audit log keeps who deleted it and the sender's name, the subject and " +
    'the status, not the address, phone or text.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam },
  responses: {
    200: jsonResponse('The message is deleted.', MessageSchema),
    ...errorsOf(401, 404, 503),
  },
})

export const replyToContactMessage = createRoute({
  method: 'post',
  path: '/contact/{id}/reply',
  operationId: 'replyToContactMessage',
  tags,
  summary: 'Reply to a contact message by e-mail (admin)',
  description:
    "Queues the `contact-reply` mail to the visitor (from MAIL_FROM, Reply-To the settings' contact e-mail), quoting " +
    'their message; stores the reply with the message (who, when, text, its mail) and sets the status to ' +
    '`replied`. The audit log records who replied to which message, not the texts or the address.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(ContactReplyInput) },
  responses: {
    201: jsonResponse('The reply is stored and its mail queued.', ContactReplySent),
    ...errorsOf(400, 401, 404, 413, 415, 503),
  },
})
