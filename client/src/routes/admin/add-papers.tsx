import { createFileRoute } from '@tanstack/react-router'
import { AddPaperForm } from '@/features/papers/components/add-paper-form'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/add-papers')({
  head: () => pageHead('Add paper', 'Add a paper to the ICNARI 2026 Highlights.'),
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Add paper</h1>
      <AddPaperForm />
    </>
  ),
})
