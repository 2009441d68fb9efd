import { createFileRoute } from '@tanstack/react-router'
import { ProgrammeAdminPage } from '@/features/programme/admin/components/programme-admin-page'

export const Route = createFileRoute('/admin/programme')({
  component: () => (
    <>
      <h1 className="mb-2 text-3xl font-bold text-brand-800">Programme</h1>
      <p className="mb-8 max-w-3xl text-slate-600">
        Build the programme as a draft: rooms, then sessions with their speakers and papers. Visitors, the calendar
        feeds and conference apps see it when you publish a version, with its changes listed on the programme's changes
        page.
      </p>
      <ProgrammeAdminPage />
    </>
  ),
})
