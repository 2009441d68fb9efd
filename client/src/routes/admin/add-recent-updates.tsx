import { createFileRoute } from '@tanstack/react-router'
import { AddUpdateForm } from '@/features/updates/admin/components/add-update-form'

export const Route = createFileRoute('/admin/add-recent-updates')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Add recent update</h1>
      <AddUpdateForm />
    </>
  ),
})
