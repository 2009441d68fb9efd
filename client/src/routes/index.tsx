import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { HomePage } from '@/features/home/home-page'
import { latestPapersQueryOptions } from '@/features/papers/api'
import { HighlightsPanel, HOME_LIST_SIZE } from '@/features/papers/components/highlights-panel'
import { latestUpdatesQueryOptions } from '@/features/updates/api'
import { HOME_UPDATES_SIZE, RecentUpdatesPanel } from '@/features/updates/components/recent-updates-panel'

export const Route = createFileRoute('/')({
  component: () => <HomePage latest={<LatestPapersAndUpdates />} />,
})

/** Highlights and Recent Updates: their own component, so the lists' arrival re-renders only them. */
function LatestPapersAndUpdates() {
  // Home loads are quiet: no retries, no error UI (spec §8: logged only, the lists stay empty).
  // One more than each panel shows: the panel offers 'View more' when it is there.
  const papers = useQuery({ ...latestPapersQueryOptions(HOME_LIST_SIZE + 1), retry: false })
  const updates = useQuery({ ...latestUpdatesQueryOptions(HOME_UPDATES_SIZE + 1), retry: false })

  useEffect(() => {
    if (papers.error) console.warn('Failed to load papers', papers.error)
  }, [papers.error])
  useEffect(() => {
    if (updates.error) console.warn('Failed to load recent updates', updates.error)
  }, [updates.error])

  const loading = papers.isPending || updates.isPending

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="grid gap-6 lg:grid-cols-2">
        <HighlightsPanel papers={papers.data ?? []} />
        <RecentUpdatesPanel updates={updates.data ?? []} />
      </div>
      {loading ? (
        <p className="mt-4 text-center text-slate-600" role="status">
          Loading...
        </p>
      ) : null}
    </div>
  )
}
