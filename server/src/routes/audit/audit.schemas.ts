import { z } from '@hono/zod-openapi'
import { isUuid } from '../../api/fields'

export const AUDIT_PAGE = { default: 50, max: 200 } as const

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${AUDIT_PAGE.max}.`
const BEFORE_MESSAGE = 'before must be the _id of an audit entry (the nextBefore of the previous page).'
const ENTITY_MESSAGE = 'entity must be an entity name in lower-case letters and hyphens, such as paper or speaker.'
const ACTOR_MESSAGE = "actor must be an admin's _id or e-mail address."

// Letters, digits and punctuation around one @: no spaces or control characters (a NUL would reach the SQL).
const EMAIL_LIKE = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u

export const AuditQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .refine((v) => Number(v) >= 1 && Number(v) <= AUDIT_PAGE.max, LIMIT_MESSAGE)
    .optional()
    .openapi({
      param: { name: 'limit', in: 'query' },
      example: '50',
      description: `Entries per page, 1–${AUDIT_PAGE.max}; without it, ${AUDIT_PAGE.default}.`,
    }),
  before: z
    .string()
    .refine(isUuid, BEFORE_MESSAGE)
    .optional()
    .openapi({
      param: { name: 'before', in: 'query' },
      example: '7d3c8e2a-1f4b-4c6d-9a8e-2b1c0d9e8f7a',
      description:
        "Cursor: the `_id` of an entry; only entries older than it are answered. Pass the previous answer's " +
        '`nextBefore` to read the next page. An id that is no entry answers 400.',
    }),
  entity: z
    .string()
    .regex(/^[a-z][a-z-]{0,39}$/, ENTITY_MESSAGE)
    .optional()
    .openapi({
      param: { name: 'entity', in: 'query' },
      example: 'speaker',
      description: 'Only entries about this kind of thing (`GET /audit/filters` lists those in the log).',
    }),
  actor: z
    .string()
    .max(254, ACTOR_MESSAGE)
    .refine((v) => isUuid(v) || EMAIL_LIKE.test(v), ACTOR_MESSAGE)
    .optional()
    .openapi({
      param: { name: 'actor', in: 'query' },
      example: 'chair@example.org',
      description:
        "Only entries by this admin: the admin's `_id`, or an e-mail address (any letter case; it also finds " +
        'failed logins for that address).',
    }),
})

const exampleActor = {
  _id: '0b6f2a3c-5d4e-4f1a-8b9c-7e6d5c4b3a21',
  email: 'chair@example.org',
  name: 'Conference Chair',
}

export const AuditActor = z
  .object({
    _id: z
      .uuid()
      .nullable()
      .openapi({ description: 'Null when no admin is known (a failed login for an unknown e-mail).' }),
    email: z.string(),
    name: z.string(),
  })
  .openapi('AuditActor', { example: exampleActor })

const values = (when: string) =>
  z
    .record(z.string(), z.unknown())
    .nullable()
    .openapi({
      description: `The item ${when}, as the API shows it (null when there was none). Secrets are never stored.`,
    })

export const AuditEntry = z
  .object({
    _id: z.uuid(),
    at: z.iso.datetime(),
    actor: AuditActor,
    action: z.string().openapi({
      description:
        'What happened: `create`, `update`, `delete`, `priority`, `export`, and the account events (`login`, ' +
        '`login-failed`, `logout`, ...).',
    }),
    entity: z.string().openapi({
      description: 'The kind of thing: `paper`, `speaker`, `update`, `photo`, `member`, `image`, `message`, ...',
    }),
    entityId: z.string().nullable(),
    before: values('before the change'),
    after: values('after the change'),
  })
  .openapi('AuditEntry', {
    example: {
      _id: '7d3c8e2a-1f4b-4c6d-9a8e-2b1c0d9e8f7a',
      at: '2025-01-10T09:30:00.000Z',
      actor: exampleActor,
      action: 'priority',
      entity: 'speaker',
      entityId: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
      before: { _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f', name: 'Dr. A. Sharma', priority: 0 },
      after: { _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f', name: 'Dr. A. Sharma', priority: 1 },
    },
  })

export const AuditPage = z
  .object({
    entries: z.array(AuditEntry).openapi({ description: 'Newest first.' }),
    nextBefore: z.uuid().nullable().openapi({
      description: 'Pass as `before` for the next (older) page; null when this page is the last.',
    }),
  })
  .openapi('AuditPage')

export const AuditFilters = z
  .object({
    entities: z.array(z.string()).openapi({ example: ['member', 'paper', 'speaker'] }),
    actors: z.array(AuditActor.extend({ _id: z.uuid() })).openapi({
      description: 'Every admin with an entry, by name (their current name and e-mail as the log last saw them).',
      example: [exampleActor],
    }),
  })
  .openapi('AuditFilters')
