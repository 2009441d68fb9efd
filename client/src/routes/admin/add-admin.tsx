import { createFileRoute } from '@tanstack/react-router'
import { AddAdminForm } from '@/features/admin-users/components/add-admin-form'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/add-admin')({
  head: () => pageHead('Add admin', 'Create another administrator account for the ICNARI 2026 website.'),
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Add admin</h1>
      <AddAdminForm />
    </>
  ),
})
