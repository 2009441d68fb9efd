import { createFileRoute } from '@tanstack/react-router'
import { AddMemberForm } from '@/features/admin-committees/components/add-member-form'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/add-organising-member')({
  head: () => pageHead('Add organising member', 'Add a member of the ICNARI 2026 Organising Committee.'),
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Add organising member</h1>
      <AddMemberForm kind="organising" />
    </>
  ),
})
