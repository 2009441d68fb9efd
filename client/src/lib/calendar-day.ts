// Calendar days written `YYYY-MM-DD` (the important dates, India time): checked and written out the same way on the
// server's render and in every browser, whatever its locale or ICU data. The wording is common/conference.ts's,
// which the server's feeds and calendar use too.
import { formatDateRange as formatRange } from '@common/conference'

export { formatDay, isCalendarDay } from '@common/conference'

/** A day, or a range when `endDate` is set. */
export interface DayOrRange {
  readonly date: string
  readonly endDate?: string | null
}

/** A day or a range: "28 November 2025", "9–11 March 2031", "27 February – 2 March 2031". */
export function formatDateRange(row: DayOrRange): string {
  return formatRange(row.date, row.endDate)
}
