import { createFileRoute } from '@tanstack/react-router'
import { registrationFormQueryOptions } from '@/features/registration/api'
import { RegisterPage } from '@/features/registration/components/register-page'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/register')({
  // The form (its categories, fees and privacy notice) is in the page's HTML from the server render.
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(registrationFormQueryOptions))
  },
  component: RegisterPage,
})
