import { isPageKey } from '@common/pages'
import { createFileRoute, Link } from '@tanstack/react-router'
import { PageEditor } from '@/features/pages/admin/page-editor'

export const Route = createFileRoute('/admin/pages/$key')({
  component: EditPage,
})

function EditPage() {
  const { key } = Route.useParams()
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/pages" className="text-brand-700 underline underline-offset-4">
          All pages
        </Link>
      </p>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Edit a page</h1>
      {isPageKey(key) ? <PageEditor pageKey={key} /> : <p>There is no editable page “{key}”.</p>}
    </>
  )
}
