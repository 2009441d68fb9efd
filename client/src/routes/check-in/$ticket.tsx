import { createFileRoute } from '@tanstack/react-router'
import { TicketPage } from '@/features/checkin/components/ticket-page'

// A check-in ticket's QR opens this page: no personal data, never kept, never indexed (common/private-paths.ts).
export const Route = createFileRoute('/check-in/$ticket')({
  head: () => ({
    meta: [
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: Ticket,
})

function Ticket() {
  const { ticket } = Route.useParams()
  return <TicketPage ticket={ticket} />
}
