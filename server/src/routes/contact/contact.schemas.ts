import { z } from '@hono/zod-openapi'
import { email, listEnvelope, PaginationQuery, requiredText } from '../../api/fields'
import { contactStatus } from '../../db/schema'

export const CONTACT_STATUSES = contactStatus.enumValues

const STATUS_MESSAGE = `status must be one of ${CONTACT_STATUSES.join(', ')}.`

/** Where a message is in the inbox: new (unread), read, replied or archived. */
export const ContactStatus = z
  .enum(CONTACT_STATUSES, { error: STATUS_MESSAGE })
  .openapi('ContactStatus', { description: 'new (unread), read, replied or archived.' })

export const CONTACT_LIMITS = { name: 200, subject: 300, message: 5000, phone: 20 } as const

const PHONE_MESSAGE = `Phone may contain only digits, spaces and + ( ) - . (at most ${CONTACT_LIMITS.phone} characters).`

/** Optional phone: absent, null and '' (or only spaces) all mean "not given". */
const phone = z
  .preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z
      .string({ error: 'Phone must be text.' })
      .trim()
      .max(CONTACT_LIMITS.phone, `Phone must be at most ${CONTACT_LIMITS.phone} characters.`)
      .regex(/^[0-9 +().-]+$/, PHONE_MESSAGE)
      .refine((v) => /\d/.test(v), 'Phone must contain at least one digit.')
      .optional(),
  )
  .openapi({ example: '+91 612 255 2000', description: 'Optional; an empty text counts as absent.' })

export const ContactInput = z
  .object({
    name: requiredText('Name', CONTACT_LIMITS.name),
    email: email('Email'),
    subject: requiredText('Subject', CONTACT_LIMITS.subject),
    phone,
    message: requiredText('Message', CONTACT_LIMITS.message),
  })
  .openapi('ContactInput', {
    example: {
      name: 'Asha Verma',
      email: 'asha@example.org',
      subject: 'Registration for foreign authors',
      phone: '+91 98765 43210',
      message: 'Can a foreign author pay the registration fee by card?',
    },
  })

export const ContactSent = z
  .object({
    success: z.literal(true),
    message: z.string().openapi({ example: 'Thank you for contacting us. We will get back to you soon.' }),
  })
  .openapi('ContactSent')

export const ContactMessage = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    phone: z.string().nullable(),
    message: z.string(),
    status: ContactStatus,
    createdAt: z.iso.datetime(),
  })
  .openapi('ContactMessage', {
    example: {
      _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
      name: 'Asha Verma',
      email: 'asha@example.org',
      subject: 'Registration for foreign authors',
      phone: '+91 98765 43210',
      message: 'Can a foreign author pay the registration fee by card?',
      status: 'new',
      createdAt: '2025-01-10T09:30:00.000Z',
    },
  })

export const ContactReply = z
  .object({
    _id: z.uuid(),
    text: z.string(),
    adminName: z.string().openapi({ description: 'The admin who sent it.' }),
    createdAt: z.iso.datetime(),
    mail: z
      .object({ _id: z.uuid(), status: z.string().openapi({ example: 'sent' }) })
      .nullable()
      .openapi({ description: 'The outbox mail carrying it (`GET /mail/outbox/{id}`) and its status.' }),
  })
  .openapi('ContactReply', {
    example: {
      _id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      text: 'Yes: foreign authors can pay by card at the desk.',
      adminName: 'Ravi Kumar',
      createdAt: '2025-01-11T08:00:00.000Z',
      mail: { _id: '0b6f2a1c-4d3e-4f5a-9b8c-7d6e5f4a3b2c', status: 'sent' },
    },
  })

export const ContactMessageWithReplies = ContactMessage.extend({
  replies: z.array(ContactReply).openapi({ description: 'Replies sent from the inbox, oldest first.' }),
}).openapi('ContactMessageWithReplies')

export const ContactMessageList = listEnvelope(ContactMessageWithReplies, 'ContactMessageList')

export const ContactReplyInput = z
  .strictObject({ message: requiredText('Message', CONTACT_LIMITS.message) })
  .openapi('ContactReplyInput', { example: { message: 'Yes: foreign authors can pay by card at the desk.' } })

export const ContactReplySent = z
  .object({ message: z.string().openapi({ example: 'Reply sent: it is in the outbox.' }), reply: ContactReply })
  .openapi('ContactReplySent')

const statusQuery = ContactStatus.optional().openapi({
  param: { name: 'status', in: 'query' },
  example: 'new',
  description: 'Only messages with this status; without it, every message.',
})

export const ContactListQuery = PaginationQuery.extend({ status: statusQuery })

export const ContactExportQuery = z.object({ status: statusQuery })

export const ContactStatusInput = z
  .object({ status: ContactStatus })
  .openapi('ContactStatusInput', { example: { status: 'replied' } })

export const ContactStatusSaved = z
  .object({
    message: z.string().openapi({ example: 'Message marked as replied.' }),
    contactMessage: ContactMessage,
  })
  .openapi('ContactStatusSaved')
