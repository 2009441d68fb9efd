// Session times: written in India's time (IST, UTC+05:30, the programme's zone), and, in a browser whose zone
// differs, in the visitor's own time too, with "previous day" or "next day" when their date is not India's.
// Pure functions: the server's HTML shows the IST line only; the browser adds the local line after hydration.
import { indiaClock, PROGRAMME_TIME_ZONE } from '@common/programme'

/** "10:00–11:30 IST" (just "10:00 IST" without an end). */
export function istTimeRange(start: string, end: string | null): string {
  const from = indiaClock(start).time
  return end ? `${from}–${indiaClock(end).time} IST` : `${from} IST`
}

export type DayNote = 'previous day' | 'next day'

export interface LocalTime {
  /** "23:30–01:00" in the visitor's zone. */
  range: string
  /** The zone's short name ("EST", "GMT+1"). */
  zone: string
  /** Where the visitor's date of the start is not India's. */
  dayNote: DayNote | null
}

const timeFormats = new Map<string, Intl.DateTimeFormat>()
function formatOf(timeZone: string, kind: 'time' | 'day' | 'zone'): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`
  let format = timeFormats.get(key)
  if (!format) {
    format =
      kind === 'time'
        ? new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        : kind === 'day'
          ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
          : new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    timeFormats.set(key, format)
  }
  return format
}

const clockIn = (iso: string, timeZone: string) => formatOf(timeZone, 'time').format(new Date(iso))
const dayIn = (iso: string, timeZone: string) => formatOf(timeZone, 'day').format(new Date(iso))
const zoneNameIn = (iso: string, timeZone: string) =>
  formatOf(timeZone, 'zone')
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone

/**
 * The session's time in `timeZone` (an IANA zone, the browser's), or undefined when that zone reads the same
 * clock and day as India (Asia/Kolkata itself, or another +05:30 zone) or is not a zone this browser knows.
 */
export function localTime(start: string, end: string | null, timeZone: string): LocalTime | undefined {
  if (!timeZone || timeZone === PROGRAMME_TIME_ZONE || timeZone === 'Asia/Calcutta') return undefined
  try {
    const india = indiaClock(start)
    const day = dayIn(start, timeZone)
    const from = clockIn(start, timeZone)
    const range = end ? `${from}–${clockIn(end, timeZone)}` : from
    const sameClock = from === india.time && (!end || clockIn(end, timeZone) === indiaClock(end).time)
    if (sameClock && day === india.day) return undefined
    const dayNote: DayNote | null = day < india.day ? 'previous day' : day > india.day ? 'next day' : null
    return { range, zone: zoneNameIn(start, timeZone), dayNote }
  } catch {
    return undefined
  }
}

/** The visitor's line in words: "Your time: 23:30–01:00 EST (previous day)". */
export function localTimeText(local: LocalTime): string {
  return `Your time: ${local.range} ${local.zone}${local.dayNote ? ` (${local.dayNote})` : ''}`
}

/** The browser's zone ('' where it cannot say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
  } catch {
    return ''
  }
}
