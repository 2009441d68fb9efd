import { z } from 'zod'
import { chosenPassword, email, requiredImage, requiredText } from '@/lib/admin/form-rules'

// Add admin: name, email, password and profile image required; the password has at least 12 characters
// (and the server refuses the most common ones: its list is not shipped to browsers).
export const addAdminSchema = z.object({
  name: requiredText('Name'),
  email: email('Email'),
  password: chosenPassword('Password is required.'),
  image: requiredImage('Profile image is required.'),
  role: z.enum(['admin', 'desk']),
})
export type AddAdminValues = z.infer<typeof addAdminSchema>

export const EMPTY_ADMIN: AddAdminValues = { name: '', email: '', password: '', image: undefined, role: 'admin' }
