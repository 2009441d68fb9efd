import { createRoute } from '@hono/zod-openapi'
import { errorResponses } from '../../lib/errors'
import { adminSecurity, requireAdmin } from '../../middlewares/require-admin'
import { LoginBody, LoginResponse, MeResponse, NewUserBody, NewUserResponse, SuccessMsg } from './user.schemas'

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

export const newUser = createRoute({
  method: 'post',
  path: '/user/newuser',
  operationId: 'createAdmin',
  tags,
  summary: 'Create another admin',
  description:
    'The password needs at least 8 characters. Upload the profile image first with `POST /user/image` and send its URL as `pic`. ' +
    'E-mails are compared without letter case; one already in use gets 409.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: { required: true, content: { 'application/json': { schema: NewUserBody } } } },
  responses: {
    200: { description: 'The admin is created.', content: { 'application/json': { schema: NewUserResponse } } },
    400: errorResponses[400],
    401: errorResponses[401],
    409: errorResponses[409],
    413: errorResponses[413],
    415: errorResponses[415],
    503: errorResponses[503],
  },
})
