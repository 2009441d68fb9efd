import { z } from '@hono/zod-openapi'
import { email, LIMITS, requiredText } from '../../api/fields'
import {
  isCommonPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '../../auth/password-policy'
import { ADMIN_ROLES, roleOf } from '../../auth/passwords'
import { requiredImageUrl } from '../../uploads/images'

/** A password an admin chooses (new admin, password change): auth/password-policy.ts. */
export const chosenPassword = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX, PASSWORD_TOO_LONG)
    .refine((v) => !isCommonPassword(v), PASSWORD_TOO_COMMON)

export const AdminRoleSchema = z.enum(ADMIN_ROLES).openapi('AdminRole', {
  description:
    '`admin`: every admin call. `desk` (volunteers at the venue): only the check-in calls and its own sign-in ' +
    '(log out, `/user/me`, password, second factor, sessions); any other admin call answers 403.',
  example: 'admin',
})

export const LoginBody = z
  .object({
    email: email('Email'),
    password: z
      .string({ error: 'Password is required.' })
      .min(1, 'Password is required.')
      .max(200, 'Password must be at most 200 characters.'),
  })
  .openapi('LoginBody', { example: { email: 'admin@example.org', password: 'correct horse battery staple' } })

export const PublicUser = z
  .object({
    _id: z.uuid(),
    name: z.string().openapi({ example: 'Conference Admin' }),
    email: z.string().openapi({ example: 'admin@example.org' }),
    photo: z.string().openapi({ example: '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp' }),
    role: AdminRoleSchema,
  })
  .openapi('User')

export const LoginResponse = z
  .object({
    success: z.literal(true),
    msg: z.string().openapi({ example: 'Login successful.' }),
    token: z.string().openapi({ example: 'q8Xh3…opaque…' }),
    user: PublicUser,
  })
  .openapi('LoginResponse')

/** Step one of two for an admin with a second factor: no token yet, a challenge for `POST /user/login/totp`. */
export const LoginChallengeResponse = z
  .object({
    success: z.literal(true),
    mfaRequired: z.literal(true),
    challenge: z.string().openapi({
      description: 'Send it with the code to `POST /user/login/totp` within 5 minutes; it works once.',
      example: 'Zr1vQ0…opaque…',
    }),
  })
  .openapi('LoginChallengeResponse')

export const LoginTotpBody = z
  .object({
    challenge: z
      .string({ error: 'Challenge is required.' })
      .min(1, 'Challenge is required.')
      .max(200, 'Challenge must be at most 200 characters.'),
    code: z
      .string({ error: 'Code is required.' })
      .trim()
      .min(1, 'Code is required.')
      .max(50, 'Code must be at most 50 characters.')
      .openapi({ description: 'The 6-digit code of the authenticator app, or an unused recovery code.' }),
  })
  .openapi('LoginTotpBody', { example: { challenge: 'Zr1vQ0…opaque…', code: '492039' } })

export const MeUser = PublicUser.extend({
  totpEnabled: z.boolean().openapi({ description: 'Whether this admin logs in with a second factor.' }),
}).openapi('CurrentUser')

export const MeResponse = z.object({ success: z.literal(true), user: MeUser }).openapi('MeResponse')

export const ChangePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required.' })
      .min(1, 'Current password is required.')
      .max(PASSWORD_MAX, PASSWORD_TOO_LONG),
    newPassword: chosenPassword('New password'),
  })
  .refine((b) => b.currentPassword !== b.newPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one.',
  })
  .openapi('ChangePasswordBody', {
    example: { currentPassword: 'correct horse battery staple', newPassword: 'violet lantern under the bridge' },
  })

export const SuccessMsg = z
  .object({ success: z.literal(true), msg: z.string().openapi({ example: 'Done.' }) })
  .openapi('SuccessMsg')

export const NAME_MAX = LIMITS.short

export function toPublicUser(row: { id: string; name: string; email: string; pic: string; role: string }) {
  return { _id: row.id, name: row.name, email: row.email, photo: row.pic, role: roleOf(row.role) }
}

export const NewUserBody = z
  .object({
    name: requiredText('Name'),
    email: email('Email'),
    password: chosenPassword('Password'),
    pic: requiredImageUrl('Profile image').openapi({
      description: 'The profile image: a URL from `POST /user/image` (or an absolute http(s) URL).',
      example: '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp',
    }),
    role: z
      .enum(ADMIN_ROLES, { error: 'Role must be "admin" or "desk".' })
      .optional()
      .openapi({ description: 'What the new account may do (`AdminRole`); `admin` when left out.' }),
  })
  .openapi('NewUserBody', {
    example: {
      name: 'Second Admin',
      email: 'second.admin@example.org',
      password: 'a long pass phrase',
      pic: '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp',
    },
  })

export const NewUserResponse = z
  .object({
    success: z.literal(true),
    msg: z.string().openapi({ example: 'Admin created successfully.' }),
    user: PublicUser,
  })
  .openapi('NewUserResponse')

export const AdminList = z
  .object({ admins: z.array(MeUser.extend({ createdAt: z.iso.datetime() })) })
  .openapi('AdminList')
