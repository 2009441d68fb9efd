import type { components } from '@openapi/schema'
import { type DehydratedState, hashKey, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'

export type Speaker = components['schemas']['Speaker']

export const SPEAKERS_FETCH_FAILED = 'Failed to fetch speakers. Please try again.'

/**
 * The public list as a page may hold it: a server-rendered page's (lightenSpeakersState) has a null for each
 * speaker still to come, until the list is fetched whole.
 */
export type SpeakerList = readonly (Speaker | null)[]

/** Public speaker list, in the order the server sends it (priority ascending). */
export const publicSpeakersQueryOptions = queryOptions({
  queryKey: ['speakers', 'list', 'public'],
  queryFn: async (): Promise<SpeakerList> => unwrap(await api.GET('/speaker/all')).data,
})

/** A speaker's sessions in the published programme, by speaker id (their card links to each). */
export type SessionsBySpeaker = ReadonlyMap<string, { slug: string; title: string }[]>

/**
 * The published programme read for its speakers' sessions: the programme's own query (same key and answer, one
 * fetch and one cache entry for both pages), kept here because features do not import one another.
 */
export const speakerSessionsQueryOptions = queryOptions({
  queryKey: ['programme', 'published'],
  queryFn: async () => unwrap(await api.GET('/programme')),
  select: (programme): SessionsBySpeaker => {
    const bySpeaker = new Map<string, { slug: string; title: string }[]>()
    for (const session of programme.sessions) {
      if (session.status === 'cancelled') continue
      for (const s of session.speakers) {
        const list = bySpeaker.get(s._id) ?? []
        list.push({ slug: session.slug, title: session.title })
        bySpeaker.set(s._id, list)
      }
    }
    return bySpeaker
  },
})

/**
 * A server-rendered speakers page shows its first `shownAtFirst` cards and adds the others once live. The data it
 * carries keeps those first speakers whole and a `null` for each later one: the count is right and the page weighs
 * what it shows (the later speakers were 46 of its 69 KB of state for 200 speakers, most of the HTML's weight). The
 * list is marked invalidated, so the browser fetches it whole right after hydration (SpeakersPage waits for it).
 */
export function lightenSpeakersState(state: DehydratedState, shownAtFirst: number): void {
  const hash = hashKey(publicSpeakersQueryOptions.queryKey)
  for (const query of state.queries) {
    const speakers = query.state.data as SpeakerList | undefined
    if (query.queryHash !== hash || !Array.isArray(speakers) || speakers.length <= shownAtFirst) continue
    query.state.data = speakers.map((s, i) => (i < shownAtFirst ? s : null)) satisfies SpeakerList
    query.state.isInvalidated = true
  }
}

/** The speakers a list holds now, in its order. */
export function speakersPresent(list: SpeakerList): Speaker[] {
  return list.filter((s): s is Speaker => s !== null)
}
