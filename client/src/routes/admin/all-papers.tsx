import { createFileRoute } from '@tanstack/react-router'
import { AdminPaperList } from '@/features/papers/components/admin-paper-list'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/all-papers')({
  head: () => pageHead('All papers (admin)', 'Review and delete the papers shown on the ICNARI 2026 website.'),
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">All papers</h1>
      <AdminPaperList />
    </>
  ),
})
