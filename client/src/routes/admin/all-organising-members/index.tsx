import { createFileRoute } from '@tanstack/react-router'
import { AdminMemberList } from '@/features/committees/admin/components/admin-member-list'
import { HeadingsEditor } from '@/features/committees/admin/components/headings-editor'

export const Route = createFileRoute('/admin/all-organising-members/')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">All organising members</h1>
      <HeadingsEditor />
      <AdminMemberList kind="organising" />
    </>
  ),
})
