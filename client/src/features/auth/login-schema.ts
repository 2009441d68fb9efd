import { z } from 'zod'

// Mirrors the API's LoginBody: email format and a password.
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required.').pipe(z.email('Please enter a valid email address.')),
  password: z.string().min(1, 'Password is required.'),
})
export type LoginValues = z.infer<typeof loginSchema>

// The second step (LoginTotpBody): a 6-digit app code or a recovery code; the server says whether it fits.
export const codeSchema = z.object({
  code: z.string().trim().min(1, 'Enter the code from your authenticator app, or a recovery code.').max(50),
})
export type CodeValues = z.infer<typeof codeSchema>
