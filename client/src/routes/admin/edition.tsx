import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '@/components/ui/page-container'
import { NextEditionPage } from '@/features/editions/admin/components/next-edition-page'

export const Route = createFileRoute('/admin/edition')({
  component: () => (
    <>
      <PageTitle className="mb-2">Start the next edition</PageTitle>
      <p className="mb-6 max-w-3xl text-slate-600">
        The current edition is archived, read-only, at its own address, with every page and link it had. The next one
        begins here with the committees and settings carried over, the important dates moved, and papers, speakers,
        updates, photos and messages emptied. Preview the changes first: nothing is written until you confirm.
      </p>
      <NextEditionPage />
    </>
  ),
})
