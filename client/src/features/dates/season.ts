// The season's clock: which dates have passed, how many days are left, whether the conference has taken place.
// Days are calendar days in India time (Asia/Kolkata), the conference's own, like the server's `status`.
import { toIndiaIso } from '@common/programme'

/** The fields of an important date the season logic reads (the API's ImportantDate has these and more). */
export interface DatedRow {
  readonly date: string
  readonly endDate?: string | null
}

export type DateStatus = 'passed' | 'today' | 'upcoming'

/**
 * Today's calendar day in India, as `YYYY-MM-DD` (at 18:30 UTC India is already on the next day). By India's fixed
 * offset (no daylight saving), not Intl: a DateTimeFormat made when this module loads cost a phone ~40 ms in the
 * app's start-up task on every page (docs/performance-history.md, "Main-thread work on a slow phone").
 */
export function todayInIndia(now: Date = new Date()): string {
  return toIndiaIso(now).slice(0, 10)
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** A date's status on `today`: a range is 'today' on each of its days and passed only after its last one. */
export function statusOn(row: DatedRow, today: string): DateStatus {
  const last = row.endDate ?? row.date
  if (last < today) return 'passed'
  if (row.date <= today) return 'today'
  return 'upcoming'
}

/** "Today", "1 day left", "12 days left": how long until `row` starts. */
export function daysLeftText(row: DatedRow, today: string): string {
  const days = daysBetween(today, row.date)
  if (days <= 0) return 'Today'
  return days === 1 ? '1 day left' : `${days} days left`
}

export interface Season<T extends DatedRow> {
  /** Every date has passed: the conference has taken place. */
  readonly over: boolean
  /** The first date that has not passed (a deadline or the conference itself), if any. */
  readonly next: T | undefined
  /** The conference itself: the last range among the dates, else the last date. */
  readonly conference: T | undefined
}

/** Where the season stands on `today` (India time by default), from the dates sorted by day. */
export function seasonOf<T extends DatedRow>(dates: readonly T[], today: string = todayInIndia()): Season<T> {
  const next = dates.find((d) => statusOn(d, today) !== 'passed')
  const ranges = dates.filter((d) => d.endDate)
  return {
    over: dates.length > 0 && next === undefined,
    next,
    conference: ranges.at(-1) ?? dates.at(-1),
  }
}
