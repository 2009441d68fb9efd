import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'

export type RecentUpdate = components['schemas']['RecentUpdate']

/** Every recent update, newest first (the server sorts). Shared by /allupdates and the admin pages. */
export const updatesQueryOptions = queryOptions({
  queryKey: ['updates', 'list'],
  queryFn: async () => unwrap(await api.GET('/recentupdate/all')).data,
})

/** The newest `count` updates only: all the home panel needs (15, and a 16th to know whether to offer 'View more'). */
export const latestUpdatesQueryOptions = (count: number) =>
  queryOptions({
    queryKey: ['updates', 'list', { limit: count }],
    queryFn: async () =>
      unwrap(await api.GET('/recentupdate/all', { params: { query: { limit: String(count) } } })).data,
  })

/** Case-insensitive match of a search text against an update's title and description. */
export function matchesUpdate(update: RecentUpdate, query: string): boolean {
  const q = query.trim().toLowerCase()
  return q === '' || update.title.toLowerCase().includes(q) || update.description.toLowerCase().includes(q)
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const IST_OFFSET_MS = 5.5 * 3_600_000

/**
 * An update's event date in India time, "16 Feb 2031, 10:00 IST": written out by hand, so the server's render and
 * the browser's hydration give the same text whatever their ICU data.
 */
export function formatEventDate(iso: string): string {
  const t = new Date(new Date(iso).getTime() + IST_OFFSET_MS)
  const hh = String(t.getUTCHours()).padStart(2, '0')
  const mm = String(t.getUTCMinutes()).padStart(2, '0')
  return `${t.getUTCDate()} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}, ${hh}:${mm} IST`
}
