import { createRoute } from '@hono/zod-openapi'
import { errorResponses } from '../../lib/errors'
import { adminSecurity, requireAdmin } from '../../middlewares/require-admin'
import { LoginBody, LoginResponse, MeResponse, SuccessMsg } from './user.schemas'

const tags = ['Admins']

export const login = createRoute({
  method: 'post',
  path: '/user/login',
  operationId: 'login',
  security: [],
  tags,
  summary: 'Log in as an admin',
  description:
    'Checks the e-mail and password and answers an opaque token valid for 12 hours. Send it in the `token` header of admin calls. ' +
    'After 5 failed attempts for one e-mail, or 10 from one address, within 15 minutes, further attempts get 429 until the window passes.',
  request: { body: { required: true, content: { 'application/json': { schema: LoginBody } } } },
  responses: {
    200: { description: 'Logged in.', content: { 'application/json': { schema: LoginResponse } } },
    400: errorResponses[400],
    401: errorResponses[401],
    429: errorResponses[429],
    503: errorResponses[503],
  },
})

export const logout = createRoute({
  method: 'post',
  path: '/user/logout',
  operationId: 'logout',
  tags,
  summary: 'Log out (revoke the token)',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  responses: {
    200: { description: 'The token is revoked.', content: { 'application/json': { schema: SuccessMsg } } },
    401: errorResponses[401],
    503: errorResponses[503],
  },
})

export const me = createRoute({
  method: 'get',
  path: '/user/me',
  operationId: 'getCurrentUser',
  tags,
  summary: 'The admin who holds the token',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  responses: {
    200: { description: 'The current admin.', content: { 'application/json': { schema: MeResponse } } },
    401: errorResponses[401],
    503: errorResponses[503],
  },
})
