import { createRoute } from '@hono/zod-openapi'
import { IdParam, MessageSchema } from '../../api/fields'
import { requireSignedIn, signedInRoute } from '../../api/require-admin'
import { errorsOf, jsonResponse } from '../../api/route-responses'
import { RevokeOthersResponse, SessionList } from './user.sessions.schemas'

const tags = ['Admins']

export const listSessions = createRoute({
  method: 'get',
  path: '/user/sessions',
  operationId: 'listSessions',
  tags,
  summary: 'Your own sessions',
  description:
    'Every session of this admin that is neither expired nor signed out, newest first; `current` marks the one ' +
    'making this call. Other admins’ sessions are never listed.',
  ...signedInRoute,
  middleware: [requireSignedIn] as const,
  responses: {
    200: jsonResponse('The sessions.', SessionList),
    ...errorsOf(401, 503),
  },
})

export const revokeSession = createRoute({
  method: 'delete',
  path: '/user/sessions/{id}',
  operationId: 'revokeSession',
  tags,
  summary: 'Sign one of your sessions out',
  description:
    'Its token stops working at once. Revoking the current session is logging out. Another admin’s session, an ' +
    'unknown, expired or already signed-out one, and a malformed id all get 404.',
  ...signedInRoute,
  middleware: [requireSignedIn] as const,
  request: { params: IdParam },
  responses: {
    200: jsonResponse('The session is signed out.', MessageSchema),
    ...errorsOf(401, 404, 503),
  },
})

export const revokeOtherSessions = createRoute({
  method: 'post',
  path: '/user/sessions/revoke-others',
  operationId: 'revokeOtherSessions',
  tags,
  summary: 'Sign out everywhere else',
  description: 'Signs out every session of this admin but the one making this call.',
  ...signedInRoute,
  middleware: [requireSignedIn] as const,
  responses: {
    200: jsonResponse('The other sessions are signed out.', RevokeOthersResponse),
    ...errorsOf(401, 503),
  },
})
