import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '@/components/ui/page-container'
import { CheckInDesk } from '@/features/checkin/admin/check-in-desk'

export const Route = createFileRoute('/admin/check-in')({
  validateSearch: (search: Record<string, unknown>): { ticket?: string } =>
    typeof search.ticket === 'string' ? { ticket: search.ticket } : {},
  component: CheckInRoute,
})

function CheckInRoute() {
  const { ticket } = Route.useSearch()
  return (
    <>
      <PageTitle>Check-in</PageTitle>
      <p className="mt-2 mb-6 max-w-xl text-slate-600">
        Scan the QR code on a registrant's page or mail, or find them by name, registration code or e-mail.
      </p>
      <CheckInDesk ticket={ticket} />
    </>
  )
}
