import { createFileRoute } from '@tanstack/react-router'
import { AddMemberForm } from '@/features/admin-committees/components/add-member-form'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/add-international-member')({
  head: () => pageHead('Add international member', 'Add a member of the ICNARI 2026 International Advisory Committee.'),
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Add international member</h1>
      <AddMemberForm kind="international" />
    </>
  ),
})
