import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { REDIRECT_AFTER_UPDATE_MS } from '@/lib/admin/form-rules'
import { adminPapersQueryOptions, useUpdatePaper } from '../api'
import { PaperForm } from './paper-form'

/** /admin/all-papers/update/$id: the paper's form prefilled; a correction keeps its place (it is the same paper). */
export function EditPaperPage({ id }: { id: string }) {
  const papers = useQuery(adminPapersQueryOptions)
  const update = useUpdatePaper()
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  if (papers.isPending) return <Skeleton className="h-96 max-w-2xl" aria-label="Loading paper" />
  const p = papers.data?.find((x) => x._id === id)
  if (!p) {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{papers.isError ? 'Failed to fetch papers. Please try again.' : 'This paper no longer exists.'}</p>
        <div className="mt-3 flex gap-2">
          {papers.isError ? (
            <Button variant="outline" onClick={() => void papers.refetch()}>
              Try Again
            </Button>
          ) : null}
          <Button asChild variant="link">
            <Link to="/admin/all-papers">Back to all papers</Link>
          </Button>
        </div>
      </div>
    )
  }
  return (
    <PaperForm
      key={p._id}
      defaultValues={{ heading: p.heading, authors: p.authors.join(', '), link: p.link ?? '', content: p.content }}
      submitLabel="Save changes"
      pendingLabel="Saving..."
      pending={update.isPending}
      onSave={async (input) => {
        await update.mutateAsync({ id, input })
        timer.current = setTimeout(() => void navigate({ to: '/admin/all-papers' }), REDIRECT_AFTER_UPDATE_MS)
      }}
    />
  )
}
