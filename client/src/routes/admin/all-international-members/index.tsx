import { createFileRoute } from '@tanstack/react-router'
import { AdminMemberList } from '@/features/committees/admin/components/admin-member-list'

export const Route = createFileRoute('/admin/all-international-members/')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">All international members</h1>
      <AdminMemberList kind="international" />
    </>
  ),
})
