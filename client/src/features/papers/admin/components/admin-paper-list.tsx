import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { AdminItemList } from '@/components/admin/admin-item-list'
import { DeleteItemButton } from '@/components/admin/delete-item-button'
import { Button } from '@/components/ui/button'
import { preview } from '@/lib/utils'
import { adminPapersQueryOptions, useDeletePaper } from '../api'

export function AdminPaperList() {
  const papers = useQuery(adminPapersQueryOptions)
  const deletePaper = useDeletePaper()
  return (
    <AdminItemList query={papers} noun="papers">
      {(items) => (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((p) => (
            <li
              key={p._id}
              className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 p-5 shadow-sm [overflow-wrap:anywhere]"
            >
              <h2 className="text-lg font-semibold">{p.heading}</h2>
              <p className="text-sm text-slate-600">Authors: {p.authors.join(', ')}</p>
              <p className="text-slate-800">{preview(p.content)}</p>
              <div className="mt-auto flex gap-2 pt-2">
                {p.link ? (
                  <Button asChild size="sm" variant="outline">
                    <a href={p.link} target="_blank" rel="noopener noreferrer">
                      View
                    </a>
                  </Button>
                ) : null}
                <Button asChild size="sm" variant="outline">
                  <Link to="/admin/all-papers/update/$id" params={{ id: p._id }} aria-label={`Edit ${p.heading}`}>
                    Edit
                  </Link>
                </Button>
                <DeleteItemButton
                  itemName={p.heading}
                  title={`Delete “${p.heading}”?`}
                  description="The paper disappears from the site at once. This cannot be undone."
                  deleting={deletePaper.isPending && deletePaper.variables === p._id}
                  onConfirm={() => deletePaper.mutate(p._id)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminItemList>
  )
}
