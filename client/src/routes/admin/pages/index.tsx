import { createFileRoute } from '@tanstack/react-router'
import { PagesList } from '@/features/pages/admin/page-editor'

export const Route = createFileRoute('/admin/pages/')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Pages</h1>
      <p className="mb-4 text-slate-700">
        The texts visitors read, in Markdown. Pages not listed here are not editable yet.
      </p>
      <PagesList />
    </>
  ),
})
