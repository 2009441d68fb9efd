import { createFileRoute } from '@tanstack/react-router'
import { OwnRegistrationPage } from '@/features/registration/components/own-registration-page'

// A registrant's own page: its data is fetched in the browser only (never rendered into a kept page).
export const Route = createFileRoute('/registration/$token')({
  head: () => ({
    meta: [
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: OwnRegistration,
})

function OwnRegistration() {
  const { token } = Route.useParams()
  return <OwnRegistrationPage token={token} />
}
