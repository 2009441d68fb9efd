import { createRoute } from '@hono/zod-openapi'
import { ErrorSchema } from '../../api/errors'
import { MessageSchema } from '../../api/fields'
import { requireSignedIn, signedInRoute } from '../../api/require-admin'
import { requireCurrentPassword } from '../../api/require-current-password'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import {
  TotpDisableBody,
  TotpEnableBody,
  TotpEnableResponse,
  TotpSetupBody,
  TotpSetupResponse,
} from './user.totp.schemas'

/** What every call here says of `currentPassword` and its limits. */
const REAUTH =
  'Needs `currentPassword`, so a stolen token alone cannot change the second factor: a missing or wrong one is a ' +
  '400 naming `currentPassword` (not a 401, which would mean this token is no longer valid) and counts as a failed ' +
  'login (after 5 for this e-mail from this address, or 10 from this address, in 15 minutes, 429).'
const WRONG_PASSWORD_OR_CODE = 'The current password is missing or wrong, or the code is missing or wrong.'

const tags = ['Admins']

export const setupTotp = createRoute({
  method: 'post',
  path: '/user/totp/setup',
  operationId: 'setUpSecondFactor',
  tags,
  summary: 'Start setting up a second factor (TOTP)',
  description:
    'Makes a new secret for this admin and answers it as base32 text and as an `otpauth://` URL for a QR code. ' +
    'Nothing changes at login until `POST /user/totp/enable` confirms a code. A second setup replaces a pending one. ' +
    REAUTH,
  ...signedInRoute,
  middleware: [requireSignedIn, requireCurrentPassword] as const,
  request: { body: jsonBody(TotpSetupBody) },
  responses: {
    200: jsonResponse('The new secret, not yet in force.', TotpSetupResponse),
    400: jsonResponse('The current password is missing or wrong.', ErrorSchema),
    ...errorsOf(401, 413, 415, 429, 503),
    409: jsonResponse('The second factor is already on: turn it off first to set up a new one.', ErrorSchema),
  },
})

export const enableTotp = createRoute({
  method: 'post',
  path: '/user/totp/enable',
  operationId: 'enableSecondFactor',
  tags,
  summary: 'Turn the second factor on',
  description:
    'Checks a code of the app against the secret from `POST /user/totp/setup` and turns the second factor on: from ' +
    'then on, logging in needs a code. Answers ten one-time recovery codes, shown only this once. ' +
    'The code used here cannot log in afterwards (codes work once). Every other session of this admin is signed ' +
    'out; the token of this call keeps working. ' +
    REAUTH,
  ...signedInRoute,
  middleware: [requireSignedIn, requireCurrentPassword] as const,
  request: { body: jsonBody(TotpEnableBody) },
  responses: {
    200: jsonResponse('The second factor is on; here are the recovery codes.', TotpEnableResponse),
    400: jsonResponse(`${WRONG_PASSWORD_OR_CODE} (Check the time on the phone.)`, ErrorSchema),
    ...errorsOf(401, 413, 415, 429, 503),
    409: jsonResponse('The second factor is already on, or no setup is pending.', ErrorSchema),
  },
})

export const disableTotp = createRoute({
  method: 'post',
  path: '/user/totp/disable',
  operationId: 'disableSecondFactor',
  tags,
  summary: 'Turn the second factor off',
  description:
    'Needs a current code of the app, or an unused recovery code. Removes the secret and the recovery codes; ' +
    'logging in then needs the password only. Every other session of this admin is signed out; the token of this ' +
    'call keeps working. ' +
    REAUTH +
    ' A wrong code is a 400 too, and counts the same way.',
  ...signedInRoute,
  middleware: [requireSignedIn, requireCurrentPassword] as const,
  request: { body: jsonBody(TotpDisableBody) },
  responses: {
    200: jsonResponse('The second factor is off.', MessageSchema),
    400: jsonResponse(`${WRONG_PASSWORD_OR_CODE} Or the code was already used.`, ErrorSchema),
    ...errorsOf(401, 413, 415, 429, 503),
    409: jsonResponse('The second factor is not on.', ErrorSchema),
  },
})
