import { createRoute, z } from '@hono/zod-openapi'
import { ErrorSchema } from '../../api/errors'
import { MessageSchema } from '../../api/fields'
import { adminSecurity, requireAdmin, requireSignedIn, signedInRoute } from '../../api/require-admin'
import { requireCurrentPassword } from '../../api/require-current-password'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import {
  AdminList,
  ChangePasswordBody,
  LoginBody,
  LoginChallengeResponse,
  LoginResponse,
  LoginTotpBody,
  MeResponse,
  NewUserBody,
  NewUserResponse,
  SuccessMsg,
} from './user.schemas'

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
    'For an admin with a second factor on, the answer is instead `{ success: true, mfaRequired: true, challenge }` ' +
    'without a token: finish with `POST /user/login/totp`. ' +
    'After 5 failed attempts for one e-mail from one address, or 10 from one address, within 15 minutes, further ' +
    'attempts from it get 429 until the window passes (wrong second-factor codes count too). Failures for the ' +
    'e-mail from anywhere never refuse the right password from another address: beyond 5 of them in 15 minutes each ' +
    'attempt is answered after a delay that grows with them (3 seconds at most).',
  request: { body: jsonBody(LoginBody) },
  responses: {
    200: jsonResponse(
      'Logged in (token), or the password was right and a second-factor code is due (challenge).',
      z.union([LoginResponse, LoginChallengeResponse]),
    ),
    ...errorsOf(400, 429, 503),
    401: jsonResponse('The e-mail or password is wrong (one message for both).', ErrorSchema),
  },
})

export const loginTotp = createRoute({
  method: 'post',
  path: '/user/login/totp',
  operationId: 'loginWithSecondFactor',
  security: [],
  tags,
  summary: 'Log in, step two: the authentication code',
  description:
    'Sends the `challenge` answered by `POST /user/login` with the current 6-digit code of the authenticator app ' +
    '(one 30-second step either side is accepted) or an unused recovery code, and answers exactly what a login ' +
    'without a second factor answers, token included. A code works once: the same TOTP code again, or a used ' +
    'recovery code, gets 401. A challenge expires after 5 minutes and works once; a wrong code does not use it up. ' +
    'Wrong codes count against the login limits as wrong passwords do (5 per e-mail and address, 10 per address, ' +
    'in 15 minutes, then 429; beyond 5 for the e-mail from anywhere, a growing delay).',
  request: { body: jsonBody(LoginTotpBody) },
  responses: {
    200: jsonResponse('Logged in.', LoginResponse),
    ...errorsOf(400, 413, 415, 429, 503),
    401: jsonResponse(
      'The code is wrong, stale or already used, or the challenge is unknown, expired or already used.',
      ErrorSchema,
    ),
  },
})

export const logout = createRoute({
  method: 'post',
  path: '/user/logout',
  operationId: 'logout',
  tags,
  summary: 'Log out (revoke the token)',
  ...signedInRoute,
  middleware: [requireSignedIn] as const,
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
  description: 'With `totpEnabled`: whether this admin has a second factor on.',
  ...signedInRoute,
  middleware: [requireSignedIn] as const,
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
    'The password needs at least 12 characters and may not be one of the 10,000 most common passwords of that length ' +
    '(letter case ignored). Upload the profile image first with `POST /user/image` and send its URL as `pic`. ' +
    'E-mails are compared without letter case; one already in use gets 409.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(NewUserBody) },
  responses: {
    200: jsonResponse('The admin is created.', NewUserResponse),
    ...errorsOf(400, 401, 409, 413, 415, 503),
  },
})

export const listAdmins = createRoute({
  method: 'get',
  path: '/user/admins',
  operationId: 'listAdmins',
  tags,
  summary: 'Every admin account and its role',
  description: 'Oldest first, with `role` (`admin` or `desk`) and whether a second factor is on.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  responses: {
    200: jsonResponse('The admins.', AdminList),
    ...errorsOf(401, 503),
  },
})

export const changePassword = createRoute({
  method: 'post',
  path: '/user/password',
  operationId: 'changePassword',
  tags,
  summary: 'Change your own password',
  description:
    'Checks `currentPassword`, then stores `newPassword` (at least 12 characters, not one of the 10,000 most common ' +
    'passwords of that length, letter case ignored, and not the current one). Every other session of this admin is ' +
    'signed out; the token of this call keeps working. A missing or wrong current password is a 400 naming ' +
    '`currentPassword` (not a 401, which would mean this token is no longer valid) and counts as a failed login: ' +
    'after 5 for this e-mail from this address, or 10 from this address, in 15 minutes, 429.',
  ...signedInRoute,
  middleware: [requireSignedIn, requireCurrentPassword] as const,
  request: { body: jsonBody(ChangePasswordBody) },
  responses: {
    200: jsonResponse('The password is changed and the other sessions are signed out.', MessageSchema),
    400: jsonResponse(
      'The current password is wrong, or the new one is refused (`issues` says why: too short, too common, ...).',
      ErrorSchema,
    ),
    ...errorsOf(401, 413, 415, 429, 503),
  },
})
