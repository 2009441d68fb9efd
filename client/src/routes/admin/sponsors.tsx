import { createFileRoute } from '@tanstack/react-router'
import { AdminSponsorsPage } from '@/features/sponsors/admin/components/admin-sponsors-page'

export const Route = createFileRoute('/admin/sponsors')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Sponsors</h1>
      <AdminSponsorsPage />
    </>
  ),
})
