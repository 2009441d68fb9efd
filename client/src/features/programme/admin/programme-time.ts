import { addDays } from '@common/conference'
import { indiaClock, PROGRAMME_UTC_OFFSET } from '@common/programme'

// The admin writes a session's day and times as India's wall clock (IST, UTC+05:30 all year); the API takes and
// gives instants in ISO 8601 with their offset. These convert between the two, whatever the browser's own zone.

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/

export const isDay = (v: string): boolean => DAY_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))
export const isTime = (v: string): boolean => TIME_RE.test(v)

/** A day and a time in India (`2031-03-07`, `10:00`) as an instant: `2031-03-07T10:00:00+05:30`. */
export function istToIso(day: string, time: string): string {
  if (!isDay(day) || !isTime(time)) throw new Error(`Not an IST day and time: ${day} ${time}`)
  return `${day}T${time}:00${PROGRAMME_UTC_OFFSET}`
}

/** An instant (any offset) as India's wall clock: `{ day: '2031-03-07', time: '10:00' }`. */
export function isoToIst(iso: string): { day: string; time: string } {
  return indiaClock(iso)
}

/** Every day from `first` to `last` (YYYY-MM-DD, both included); empty when `last` is before `first`. */
export function daysBetween(first: string, last: string): string[] {
  if (!isDay(first) || !isDay(last)) return []
  const days: string[] = []
  for (let d = first; d <= last && days.length < 60; d = addDays(d, 1)) days.push(d)
  return days
}

/** "10:00–11:30" in India of a session's start and end. */
export function istTimeRange(start: string, end: string | null): string {
  const a = isoToIst(start).time
  return end ? `${a}–${isoToIst(end).time}` : a
}
