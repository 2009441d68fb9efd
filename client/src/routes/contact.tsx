import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/contact/components/contact-page'
import { eventSettingsQueryOptions, useEventSettings } from '@/features/settings/api'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/contact')({
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(eventSettingsQueryOptions))
  },
  component: Contact,
})

/** The contact page with the e-mail and phones of the event settings. */
function Contact() {
  const settings = useEventSettings()
  const details = settings.data ? { email: settings.data.contactEmail, phones: settings.data.phones } : undefined
  return <ContactPage details={details} />
}
