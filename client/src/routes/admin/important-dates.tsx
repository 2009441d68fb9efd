import { createFileRoute } from '@tanstack/react-router'
import { AdminDatesPage } from '@/features/dates/admin/components/admin-dates-page'

export const Route = createFileRoute('/admin/important-dates')({
  component: () => (
    <>
      <h1 className="mb-2 text-3xl font-bold text-brand-800">Important dates</h1>
      <p className="mb-6 max-w-3xl text-slate-600">
        The dates on the home page and the authors pages. Visitors see a change on their next page load.
      </p>
      <AdminDatesPage />
    </>
  ),
})
