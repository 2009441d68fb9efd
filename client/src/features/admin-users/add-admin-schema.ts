import { z } from 'zod'
import { email, requiredImage, requiredText } from '@/lib/admin/form-rules'

// Add admin (spec §5): name, email, password and profile image required; the password has at least 12 characters
// (and the server refuses the most common ones: its list is not shipped to browsers).
export const addAdminSchema = z.object({
  name: requiredText('Name'),
  email: email('Email'),
  password: z
    .string()
    .min(1, 'Password is required.')
    .min(12, 'Password must have at least 12 characters.')
    .max(200, 'Password must be at most 200 characters.'),
  image: requiredImage('Profile image is required.'),
})
export type AddAdminValues = z.infer<typeof addAdminSchema>

export const EMPTY_ADMIN: AddAdminValues = { name: '', email: '', password: '', image: undefined }
