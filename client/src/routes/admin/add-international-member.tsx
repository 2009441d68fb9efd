import { createFileRoute } from '@tanstack/react-router'
import { AddMemberForm } from '@/features/committees/admin/components/add-member-form'

export const Route = createFileRoute('/admin/add-international-member')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Add international member</h1>
      <AddMemberForm kind="international" />
    </>
  ),
})
