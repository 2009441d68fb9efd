import { useQuery } from '@tanstack/react-query'
import { memo, useState } from 'react'
import { SearchableListPage } from '@/components/searchable-list-page'
import { ViewLink } from '@/components/ui/view-link'
import { useGrowingCount } from '@/lib/use-growing-count'
import { useHashTarget } from '@/lib/use-hash-target'
import { type Paper, papersQueryOptions } from '../api'

export function AllPapersPage() {
  const { data, isPending, isError, refetch } = useQuery(papersQueryOptions)
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const papers = (data ?? []).filter(
    (p) =>
      !q ||
      p.heading.toLowerCase().includes(q) ||
      p.content.toLowerCase().includes(q) ||
      p.authors.some((a) => a.toLowerCase().includes(q)),
  )
  // A thousand papers go on screen a batch per frame (lib/use-growing-count.ts); search covers them all.
  const growing = useGrowingCount(papers.length, data !== undefined)
  // A search result links to #paper-<id>: that paper is rendered at once, however far down the list it is.
  const rendered = Math.max(
    growing,
    useHashTarget(
      'paper-',
      papers.map((p) => p._id),
    ),
  )
  return (
    <SearchableListPage
      title="All papers"
      noun="papers"
      searchId="paper-search"
      searchPlaceholder="Title, author or keyword"
      query={query}
      onQueryChange={setQuery}
      isPending={isPending}
      isError={isError}
      onRetry={() => void refetch()}
    >
      {papers.length === 0 ? (
        <p className="mt-6 text-slate-600">
          {q ? 'No papers match your search.' : 'No papers have been published yet.'}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {papers.slice(0, rendered).map((p) => (
            <PaperItem key={p._id} paper={p} />
          ))}
        </ul>
      )}
    </SearchableListPage>
  )
}

/**
 * One paper of the list. Memoised: the list grows a batch per frame, and each batch must render only its new
 * papers, not again every paper already on screen (a thousand papers would be ~42,000 renders instead of 1,000).
 */
const PaperItem = memo(function PaperItem({ paper: p }: { paper: Paper }) {
  return (
    <li
      id={`paper-${p._id}`}
      tabIndex={-1}
      className="skip-offscreen scroll-mt-20 rounded-xl border [contain-intrinsic-size:auto_11rem] border-slate-200 p-5 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus:border-brand-600"
    >
      <h2 className="text-lg font-semibold">{p.heading}</h2>
      <p className="text-sm text-slate-600">Authors: {p.authors.join(', ')}</p>
      <p className="mt-2 text-slate-800">{p.content}</p>
      {p.link ? <ViewLink href={p.link} subject={p.heading} className="mt-3" /> : null}
    </li>
  )
})
