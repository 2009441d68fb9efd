import { z } from '@hono/zod-openapi'
import { email, LIMITS, requiredText } from '../../lib/fields'
import { requiredImageUrl } from '../../lib/images'

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

export const MeResponse = z.object({ success: z.literal(true), user: PublicUser }).openapi('MeResponse')

export const SuccessMsg = z
  .object({ success: z.literal(true), msg: z.string().openapi({ example: 'Done.' }) })
  .openapi('SuccessMsg')

export const NAME_MAX = LIMITS.short

export function toPublicUser(row: { id: string; name: string; email: string; pic: string }) {
  return { _id: row.id, name: row.name, email: row.email, photo: row.pic }
}

export const NewUserBody = z
  .object({
    name: requiredText('Name'),
    email: email('Email'),
    password: z
      .string({ error: 'Password is required.' })
      .min(8, 'Password must have at least 8 characters.')
      .max(200, 'Password must be at most 200 characters.'),
    pic: requiredImageUrl('Profile image').openapi({
      description: 'The profile image: a URL from `POST /user/image` (or an absolute http(s) URL).',
      example: '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp',
    }),
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
