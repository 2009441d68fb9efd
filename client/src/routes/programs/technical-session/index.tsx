import { createFileRoute } from '@tanstack/react-router'
import { TechnicalSessionsPage } from '@/features/programs/components/technical-sessions-page'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/programs/technical-session/')({
  head: () =>
    pageHead('Technical Session', 'The three technical sessions (workshops) of ICNARI 2026: EVs, photovoltaic cells and renewable energy.'),
  component: TechnicalSessionsPage,
})
