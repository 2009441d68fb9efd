import { describe, expect, it } from 'vitest'
import { formatDateRange, isCalendarDay } from './calendar-day'

describe('formatDateRange', () => {
  it('writes days and ranges as the site always has', () => {
    expect(formatDateRange({ date: '2025-11-28' })).toBe('28 November 2025')
    expect(formatDateRange({ date: '2026-03-06', endDate: '2026-03-08' })).toBe('6–8 March 2026')
    expect(formatDateRange({ date: '2026-02-27', endDate: '2026-03-02' })).toBe('27 February – 2 March 2026')
    expect(formatDateRange({ date: '2026-12-30', endDate: '2027-01-02' })).toBe('30 December 2026 – 2 January 2027')
  })
})

describe('isCalendarDay', () => {
  it('takes real days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true)
    expect(isCalendarDay('2025-02-29')).toBe(false)
    expect(isCalendarDay('2025-02-30')).toBe(false)
    expect(isCalendarDay('2025-2-3')).toBe(false)
  })
})
