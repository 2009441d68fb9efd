import { z } from '@hono/zod-openapi'

export const SessionItem = z
  .object({
    _id: z.uuid(),
    createdAt: z.iso.datetime().openapi({ description: 'When the login happened.' }),
    lastUsedAt: z.iso.datetime().openapi({
      description: 'The last call made with this session (kept to the minute: it is written at most once a minute).',
    }),
    userAgent: z
      .string()
      .nullable()
      .openapi({ description: 'The browser that logged in (its User-Agent, cut to 200 characters), if it said.' }),
    current: z.boolean().openapi({ description: 'Whether this is the session of the token making this call.' }),
  })
  .openapi('Session', {
    example: {
      _id: '6b1f0a52-93c4-4d7e-a8f1-2c3d4e5f6a7b',
      createdAt: '2025-01-10T09:30:00.000Z',
      lastUsedAt: '2025-01-10T11:02:00.000Z',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      current: true,
    },
  })

export const SessionList = z.object({ sessions: z.array(SessionItem) }).openapi('SessionList')

export const RevokeOthersResponse = z
  .object({
    message: z.string().openapi({ example: 'Signed out of 2 other sessions.' }),
    revoked: z.number().int().openapi({ description: 'How many sessions were signed out.', example: 2 }),
  })
  .openapi('RevokeOthersResponse')
