import { createFileRoute } from '@tanstack/react-router'
import { AddPaperForm } from '@/features/papers/components/add-paper-form'

export const Route = createFileRoute('/admin/add-papers')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Add paper</h1>
      <AddPaperForm />
    </>
  ),
})
