import { z } from '@hono/zod-openapi'
import { PASSWORD_MAX, PASSWORD_TOO_LONG } from '../../auth/password-policy'

export const TotpSetupResponse = z
  .object({
    secret: z.string().openapi({
      description: 'The base32 secret, for typing into an authenticator app by hand.',
      example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    }),
    otpauthUrl: z.string().openapi({
      description: 'The same secret as an `otpauth://` URL (RFC 6238: SHA-1, 6 digits, 30 s), for a QR code.',
      example:
        'otpauth://totp/ICNARI:admin%40example.org?issuer=ICNARI&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    }),
  })
  .openapi('TotpSetupResponse')

/** The admin's password, asked again for what gives the account away (api/require-current-password.ts). */
const currentPassword = z
  .string({ error: 'Current password is required.' })
  .min(1, 'Current password is required.')
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG)
  .openapi({ description: 'Your password: a token alone cannot change the second factor.' })

export const TotpSetupBody = z
  .object({ currentPassword })
  .openapi('TotpSetupBody', { example: { currentPassword: 'correct horse battery staple' } })

/** The code typed from the authenticator app (or a recovery code). */
const codeField = (description: string) =>
  z
    .string({ error: 'Code is required.' })
    .trim()
    .min(1, 'Code is required.')
    .max(50, 'Code must be at most 50 characters.')
    .openapi({ description })

export const TotpEnableBody = z
  .object({
    currentPassword,
    code: codeField('The current 6-digit code of the authenticator app.'),
  })
  .openapi('TotpEnableBody', { example: { currentPassword: 'correct horse battery staple', code: '492039' } })

export const TotpDisableBody = z
  .object({
    currentPassword,
    code: codeField('The current 6-digit code of the authenticator app, or an unused recovery code.'),
  })
  .openapi('TotpDisableBody', { example: { currentPassword: 'correct horse battery staple', code: '492039' } })

export const TotpEnableResponse = z
  .object({
    recoveryCodes: z.array(z.string()).openapi({
      description:
        'Ten one-time codes, each usable once instead of an app code (to log in or to turn the second factor off): ' +
        "10 letters of Crockford's base32 alphabet (50 bits; letter case, spaces and the dash do not matter, o is " +
        'read as 0 and i or l as 1). Shown this once: only their HMAC-SHA-256 with the server key is stored.',
      example: [
        'k7mq2-p0xdr',
        'h3rt9-wvzb4',
        'bn4ce-8sy1f',
        'x2kfm-7ga0q',
        'q9dwt-4hn6e',
        'v6psj-3wb8c',
        'c8ynr-5kez2',
        'f2gzw-9mt7a',
        'y4has-6qc1n',
        'd7xen-2vp5j',
      ],
    }),
  })
  .openapi('TotpEnableResponse')
