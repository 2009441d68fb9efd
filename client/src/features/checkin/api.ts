import type { components } from '@openapi/schema'
import { api, unwrap } from '@/lib/api'

export type CheckInCard = components['schemas']['CheckInCard']
export type CheckInDone = components['schemas']['CheckInDone']

export const checkInSummaryQueryOptions = {
  queryKey: ['checkin', 'summary'],
  queryFn: async () => unwrap(await api.GET('/checkin/summary')),
}

/** The desk's search: a name, code, e-mail or a scanned ticket; personal answers, so never kept after the visit. */
export const checkInSearchQueryOptions = (q: string) => ({
  queryKey: ['checkin', 'search', q],
  queryFn: async () => unwrap(await api.GET('/checkin/search', { params: { query: { q } } })).results,
  gcTime: 0,
})

/** POST /checkin: 201 checked in, 200 already checked in today; errors (409 unpaid, 404) are thrown as ApiError. */
export async function checkIn(registrationId: string, force = false): Promise<CheckInDone & { again: boolean }> {
  const result = await api.POST('/checkin', { body: { registrationId, ...(force ? { force: true } : {}) } })
  const done = unwrap(result)
  return { ...done, again: result.response.status === 200 }
}

/** "09:12": the time in India, as the desk at the venue reads it. */
export const timeInIndia = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' })

/** The ticket in a scanned text: `<origin>/check-in/<ticket>` or the bare ticket. */
export function ticketOf(scanned: string): string | null {
  const text = scanned.trim()
  const inUrl = /\/check-in\/([A-Za-z0-9_-]{16,200})\/?$/.exec(text)
  if (inUrl) return inUrl[1]!
  return /^[A-Za-z0-9_-]{16,200}$/.test(text) ? text : null
}
