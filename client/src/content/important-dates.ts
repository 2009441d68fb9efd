/**
 * Important dates (spec §9). Dates are calendar days in India time (Asia/Kolkata).
 */

export type ImportantDateId =
  | 'submission-opens'
  | 'submission-deadline'
  | 'acceptance-notification'
  | 'early-bird-registration'
  | 'camera-ready'
  | 'last-registration'
  | 'conference'

export interface ImportantDate {
  readonly id: ImportantDateId
  readonly event: string
  /** Display text, e.g. "16 June 2025". */
  readonly date: string
  /** ISO calendar date (YYYY-MM-DD) of the day, or of the first day of a range. */
  readonly iso: string
  /** ISO calendar date of the last day, for ranges only. */
  readonly isoEnd?: string
}

export const importantDates: readonly ImportantDate[] = [
  { id: 'submission-opens', event: 'Paper submission opens', date: '16 June 2025', iso: '2025-06-16' },
  { id: 'submission-deadline', event: 'Paper submission deadline', date: '28 November 2025', iso: '2025-11-28' },
  { id: 'acceptance-notification', event: 'Notification of acceptance', date: '29 December 2025', iso: '2025-12-29' },
  { id: 'early-bird-registration', event: 'Early bird registration', date: '25 January 2026', iso: '2026-01-25' },
  { id: 'camera-ready', event: 'Camera-ready paper submission', date: '16 February 2026', iso: '2026-02-16' },
  { id: 'last-registration', event: 'Last date of registration', date: '23 February 2026', iso: '2026-02-23' },
  { id: 'conference', event: 'Conference dates', date: '6–8 March 2026', iso: '2026-03-06', isoEnd: '2026-03-08' },
]

export const importantDatesHeading = 'Important Dates'

/** Column headings of the dates table. */
export const importantDatesColumns = { event: 'Event', date: 'Date' } as const

/** Look up one row by id (always present for the ids above). */
export function getImportantDate(id: ImportantDateId): ImportantDate {
  const row = importantDates.find((d) => d.id === id)
  if (row === undefined) throw new Error(`Unknown important date: ${id}`)
  return row
}

/** The rows repeated on the Paper Submissions page. */
export const paperSubmissionDateIds: readonly ImportantDateId[] = [
  'submission-opens',
  'submission-deadline',
  'acceptance-notification',
  'early-bird-registration',
  'camera-ready',
  'last-registration',
]

export const paperSubmissionDates: readonly ImportantDate[] = paperSubmissionDateIds.map(getImportantDate)
