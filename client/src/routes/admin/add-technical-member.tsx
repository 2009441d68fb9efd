import { createFileRoute } from '@tanstack/react-router'
import { AddMemberForm } from '@/features/admin-committees/components/add-member-form'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/add-technical-member')({
  head: () => pageHead('Add technical member', 'Add a member of the ICNARI 2026 Technical Programme Committee.'),
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Add technical member</h1>
      <AddMemberForm kind="technical" />
    </>
  ),
})
