import { z } from 'zod'
import { chosenPassword } from '@/lib/admin/form-rules'

// Mirrors POST /user/password: the length rule is checked here too; whether a password is too common only the
// server knows (its list is not shipped to browsers).
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required.'),
    newPassword: chosenPassword(),
    repeatPassword: z.string(),
  })
  .refine((v) => v.repeatPassword === v.newPassword, {
    path: ['repeatPassword'],
    message: 'The two new passwords differ.',
  })
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>
