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
import { publicSpeakersQueryOptions, SPEAKERS_FETCH_FAILED, speakerSessionsQueryOptions, speakersPresent } from '../api'
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
  // A server-rendered page holds its first speakers and a null for each later one until the list is fetched whole
  // after hydration (lightenSpeakersState): the count covers everyone, the cards and search those present.
  const everyone = listed ?? []
  const speakers = speakersPresent(everyone)
  const incomplete = speakers.length < everyone.length
  const shown = filterSpeakers(speakers, query)
  // The cards then go on screen a batch per frame; the later ones wait for the whole list.
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
    // Nothing listed yet: the error and Try Again. A failed refetch of a list already shown keeps it on screen
    // (the toast says what failed, and a Try Again follows the cards of a list still missing its later speakers).
    body = <FetchFailed message={SPEAKERS_FETCH_FAILED} retrying={isFetching} onRetry={refetch} />
  } else if (everyone.length === 0) {
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
        {listed !== undefined && everyone.length > 0 ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {query.trim() === '' ? countLabel(everyone.length) : `${shown.length} of ${countLabel(everyone.length)}`}
          </p>
        ) : null}
      </div>
      {body}
      {/* The first speakers stay on screen; the others could not be fetched, and the visitor may ask again. */}
      {incomplete && isError ? (
        <FetchFailed message={SPEAKERS_FETCH_FAILED} retrying={isFetching} onRetry={refetch} />
      ) : null}
    </PageContainer>
  )
}

function countLabel(n: number): string {
  return `${n} ${n === 1 ? 'speaker' : 'speakers'}`
}
