import { createRoute } from '@hono/zod-openapi'
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-responses'
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
  request: { body: jsonBody(LoginBody) },
  responses: {
    200: jsonResponse('Logged in.', LoginResponse),
    ...errorsOf(400, 401, 429, 503),
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
    200: jsonResponse('The token is revoked.', SuccessMsg),
    ...errorsOf(401, 503),
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
    200: jsonResponse('The current admin.', MeResponse),
    ...errorsOf(401, 503),
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
  request: { body: jsonBody(NewUserBody) },
  responses: {
    200: jsonResponse('The admin is created.', NewUserResponse),
    ...errorsOf(400, 401, 409, 413, 415, 503),
  },
})
