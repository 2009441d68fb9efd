import { createFileRoute } from '@tanstack/react-router'
import { AdminAnnouncementsPage } from '@/features/announcements/admin/components/admin-announcements-page'

export const Route = createFileRoute('/admin/announcements')({
  component: () => (
    <>
      <h1 className="mb-2 text-3xl font-bold text-brand-800">Announcements</h1>
      <p className="mb-6 max-w-3xl text-slate-600">
        The items of the scrolling banner on the home page. Each shows between its optional start and end.
      </p>
      <AdminAnnouncementsPage />
    </>
  ),
})
