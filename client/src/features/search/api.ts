import type { components } from '@openapi/schema'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'

// The answer's highlights arrive as number pairs; openapi-fetch types them as plain number lists.
export type SearchResult = Omit<components['schemas']['SearchResult'], 'highlights'> & {
  highlights: readonly (readonly number[])[]
}
export type SearchKind = SearchResult['kind']

/** What each kind is called in the dialog's groups. */
export const KIND_LABELS: Record<SearchKind, string> = {
  paper: 'Papers',
  speaker: 'Speakers',
  member: 'Committee members',
  update: 'Updates',
  page: 'Pages',
  session: 'Programme sessions',
}

/** The server refuses longer queries (400): the field stops there. */
export const MAX_QUERY_LENGTH = 200

/** Whether the text holds a letter or digit: operators and spaces alone are not sent. */
export function isSearchable(q: string): boolean {
  return /[\p{L}\p{N}]/u.test(q)
}

/** GET /api/search: the best matches of every kind, best first (the last word counts as typed so far). */
export function searchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['search', q],
    queryFn: async ({ signal }) => unwrap(await api.GET('/search', { params: { query: { q } }, signal })),
    enabled: isSearchable(q),
    // While the next answer comes, the last one stays on screen instead of a flash of nothing.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  })
}

/** Results in groups of one kind, the groups in the order of their best result. */
export function groupByKind(results: readonly SearchResult[]): { kind: SearchKind; results: SearchResult[] }[] {
  const groups = new Map<SearchKind, SearchResult[]>()
  for (const r of results) {
    const group = groups.get(r.kind) ?? []
    group.push(r)
    groups.set(r.kind, group)
  }
  return [...groups].map(([kind, list]) => ({ kind, results: list }))
}

/** A snippet cut at its highlight ranges: plain text pieces, the matched ones flagged (rendered as <mark>). */
export function piecesOf(text: string, highlights: readonly (readonly number[])[]) {
  const pieces: { text: string; match: boolean }[] = []
  let at = 0
  for (const [start = 0, end = 0] of highlights) {
    if (start < at || end > text.length || start >= end) continue
    if (start > at) pieces.push({ text: text.slice(at, start), match: false })
    pieces.push({ text: text.slice(start, end), match: true })
    at = end
  }
  if (at < text.length) pieces.push({ text: text.slice(at), match: false })
  return pieces
}
