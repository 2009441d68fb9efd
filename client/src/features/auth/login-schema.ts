import { z } from 'zod'

// Mirrors the API's LoginBody (spec §5): email format and a password.
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required.').pipe(z.email('Please enter a valid email address.')),
  password: z.string().min(1, 'Password is required.'),
})
export type LoginValues = z.infer<typeof loginSchema>
