import { createFileRoute } from '@tanstack/react-router'
import { AddUpdateForm } from '@/features/admin-updates/components/add-update-form'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/add-recent-updates')({
  head: () => pageHead('Add recent update', 'Post a recent update on the ICNARI 2026 home page.'),
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Add recent update</h1>
      <AddUpdateForm />
    </>
  ),
})
