import { createFileRoute } from '@tanstack/react-router'
import { AddAdminForm } from '@/features/users/admin/components/add-admin-form'
import { AdminsList } from '@/features/users/admin/components/admins-list'

export const Route = createFileRoute('/admin/add-admin')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Add admin</h1>
      <AddAdminForm />
      <AdminsList />
    </>
  ),
})
