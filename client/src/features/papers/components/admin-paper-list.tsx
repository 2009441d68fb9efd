import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast'
import { preview } from '@/lib/utils'
import { adminPapersQueryOptions, useDeletePaper } from '../admin-api'

export function AdminPaperList() {
  const papers = useQuery(adminPapersQueryOptions)
  const deletePaper = useDeletePaper()
  useEffect(() => {
    if (papers.isError) toast.error('Failed to fetch papers. Please try again.')
  }, [papers.isError])

  if (papers.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading papers">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    )
  }
  if (papers.isError) {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>Failed to fetch papers. Please try again.</p>
        <Button variant="outline" className="mt-3" onClick={() => void papers.refetch()}>
          Try Again
        </Button>
      </div>
    )
  }
  if (papers.data.length === 0) return <p className="text-slate-600">No papers yet.</p>
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {papers.data.map((p) => (
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
            <ConfirmDialog
              title={`Delete “${p.heading}”?`}
              description="The paper disappears from the site at once. This cannot be undone."
              onConfirm={() => deletePaper.mutate(p._id)}
              trigger={
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={deletePaper.isPending && deletePaper.variables === p._id}
                  aria-label={`Delete ${p.heading}`}
                >
                  {deletePaper.isPending && deletePaper.variables === p._id ? 'Deleting...' : 'Delete'}
                </Button>
              }
            />
          </div>
        </li>
      ))}
    </ul>
  )
}
