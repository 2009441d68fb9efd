import { createFileRoute } from '@tanstack/react-router'
import { AddPaperForm } from '@/features/papers/admin/components/add-paper-form'
import { CmtImport } from '@/features/papers/admin/components/cmt-import'

export const Route = createFileRoute('/admin/add-papers')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Add paper</h1>
      <AddPaperForm />
      <hr className="my-10 border-slate-200" />
      <CmtImport />
    </>
  ),
})
