import { createFileRoute } from '@tanstack/react-router'
import { AdminUpdateList } from '@/features/admin-updates/components/admin-update-list'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/all-updates')({
  head: () => pageHead('All updates (admin)', 'Review and delete the recent updates of the ICNARI 2026 website.'),
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">All updates</h1>
      <AdminUpdateList />
    </>
  ),
})
