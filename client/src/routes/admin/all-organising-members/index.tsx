import { createFileRoute } from '@tanstack/react-router'
import { AdminMemberList } from '@/features/admin-committees/components/admin-member-list'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/all-organising-members/')({
  head: () => pageHead('All organising members', 'Edit and delete the members of the ICNARI 2026 Organising Committee.'),
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">All organising members</h1>
      <AdminMemberList kind="organising" />
    </>
  ),
})
