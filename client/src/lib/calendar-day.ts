// Calendar days written `YYYY-MM-DD` (the important dates, India time): checked and written out the same way on the
// server's render and in every browser, whatever its locale or ICU data.

/** `YYYY-MM-DD` naming a real day (2025-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.toISOString().slice(0, 10) === value
}

/** A day, or a range when `endDate` is set. */
export interface DayOrRange {
  readonly date: string
  readonly endDate?: string | null
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

function parts(day: string): { d: number; m: string; y: string } {
  const [y = '', m = '1', d = '1'] = day.split('-')
  return { d: Number(d), m: MONTHS[Number(m) - 1] ?? '', y }
}

/** `2025-11-28` → "28 November 2025" (the same text on the server and in every browser, whatever its locale). */
export function formatDay(day: string): string {
  const { d, m, y } = parts(day)
  return `${d} ${m} ${y}`
}

/** A day or a range: "28 November 2025", "6–8 March 2026", "27 February – 2 March 2026". */
export function formatDateRange(row: DayOrRange): string {
  if (!row.endDate || row.endDate === row.date) return formatDay(row.date)
  const a = parts(row.date)
  const b = parts(row.endDate)
  if (a.y !== b.y) return `${formatDay(row.date)} – ${formatDay(row.endDate)}`
  if (a.m !== b.m) return `${a.d} ${a.m} – ${b.d} ${b.m} ${b.y}`
  return `${a.d}–${b.d} ${b.m} ${b.y}`
}
