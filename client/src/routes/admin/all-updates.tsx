import { createFileRoute } from '@tanstack/react-router'
import { AdminUpdateList } from '@/features/updates/admin/components/admin-update-list'

export const Route = createFileRoute('/admin/all-updates')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">All updates</h1>
      <AdminUpdateList />
    </>
  ),
})
