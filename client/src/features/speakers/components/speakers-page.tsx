import { useQuery } from '@tanstack/react-query'
import { SearchIcon } from 'lucide-react'
import { type ReactNode, useDeferredValue, useEffect, useState } from 'react'
import { FetchFailed } from '@/components/fetch-failed'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PageContainer } from '@/components/ui/page-container'
import { useConferenceText } from '@/lib/conference'
import { toast } from '@/lib/toast'
import { useGrowingCount } from '@/lib/use-growing-count'
import { publicSpeakersQueryOptions, SPEAKERS_FETCH_FAILED, speakerSessionsQueryOptions } from '../api'
import { filterSpeakers } from '../filter-speakers'
import { SpeakerCard, SpeakerCardSkeleton } from './speaker-card'

export const SPEAKER_SKELETON_COUNT = 6

/** /programs/speakers: searchable grid with loading, error (Try Again), empty and no-match states. */
export function SpeakersPage({ initialQuery = '' }: { initialQuery?: string }) {
  const t = useConferenceText()
  const { data, isPending, isError, isFetching, refetch, errorUpdateCount } = useQuery(publicSpeakersQueryOptions)
  const [query, setQuery] = useState(initialQuery)
  // The cards show without it when the programme is not published or fails to load.
  const sessionsBySpeaker = useQuery(speakerSessionsQueryOptions).data

  useEffect(() => {
    if (errorUpdateCount > 0) toast.error(SPEAKERS_FETCH_FAILED, { id: 'speakers-fetch-failed' })
  }, [errorUpdateCount])

  // Hundreds of cards are a long render on a slow phone: React renders the arrived list in the background, in
  // slices that leave the page responsive, and shows it when done (the skeletons stay until then).
  const listed = useDeferredValue(data)
  const speakers = listed ?? []
  const shown = filterSpeakers(speakers, query)
  // The cards then go on screen a batch per frame (the count above and search always cover every speaker). A
  // server-rendered page carries the later cards' descriptions only once the list is fetched whole after hydration
  // (lightenSpeakersState): they wait for it.
  const rendered = useGrowingCount(shown.length, listed !== undefined, isFetching)

  let body: ReactNode
  if ((isPending || (data !== undefined && listed === undefined)) && !isError) {
    body = (
      <div
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        role="status"
        aria-busy="true"
        aria-label="Loading speakers"
      >
        {Array.from({ length: SPEAKER_SKELETON_COUNT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
          <SpeakerCardSkeleton key={i} />
        ))}
      </div>
    )
  } else if (isError && listed === undefined) {
    // A failed refetch of a list already shown (a server-rendered page fetching its later cards' descriptions)
    // keeps the list on screen; the toast says what failed.
    body = <FetchFailed message={SPEAKERS_FETCH_FAILED} retrying={isFetching} onRetry={refetch} />
  } else if (speakers.length === 0) {
    body = (
      <p
        className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700"
        data-testid="speakers-empty"
      >
        No speakers have been announced yet. Please check back soon.
      </p>
    )
  } else if (shown.length === 0) {
    body = (
      <div
        className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700"
        data-testid="speakers-no-match"
      >
        <p>No speakers match “{query.trim()}”.</p>
        <Button className="mt-3" variant="outline" onClick={() => setQuery('')}>
          Clear Search
        </Button>
      </div>
    )
  } else {
    body = (
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="speaker-grid">
        {shown.slice(0, rendered).map((s) => (
          <li key={s._id}>
            <SpeakerCard speaker={s} sessions={sessionsBySpeaker?.get(s._id)} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <PageContainer
      title="Speakers"
      lead={t('Meet the keynote and invited speakers of {shortName}.')}
      width="wide"
      fillScreen
    >
      <div className="mt-8 grid max-w-md gap-1.5">
        <Label htmlFor="speaker-search">Search speakers</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <Input
            id="speaker-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Name, specialization or keyword"
            className="pl-9"
          />
        </div>
        {listed !== undefined && speakers.length > 0 ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {query.trim() === '' ? countLabel(speakers.length) : `${shown.length} of ${countLabel(speakers.length)}`}
          </p>
        ) : null}
      </div>
      {body}
    </PageContainer>
  )
}

function countLabel(n: number): string {
  return `${n} ${n === 1 ? 'speaker' : 'speakers'}`
}
