import { createFileRoute } from '@tanstack/react-router'
import { AdminPaperList } from '@/features/papers/admin/components/admin-paper-list'

export const Route = createFileRoute('/admin/all-papers')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">All papers</h1>
      <AdminPaperList />
    </>
  ),
})
