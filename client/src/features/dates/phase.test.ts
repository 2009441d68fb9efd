import { dateToCome, phaseOf, registrationOpen } from '@common/phase'
import { describe, expect, it } from 'vitest'

// Issue 54 item 5: the site's phase by the clock (the day is passed in; nothing reads today's date).
const DATES = [
  { date: '2025-11-28', role: 'submission-deadline' as const },
  { date: '2026-02-23', role: 'last-registration' as const },
  { date: '2026-03-06', endDate: '2026-03-08', role: 'conference' as const },
]
const CONFERENCE = { startDate: '2026-03-06', endDate: '2026-03-08' }

describe('phaseOf', () => {
  it('is before up to and on the submission deadline, closed the day after', () => {
    expect(phaseOf(DATES, CONFERENCE, '2025-06-01')).toBe('before')
    expect(phaseOf(DATES, CONFERENCE, '2025-11-28')).toBe('before')
    expect(phaseOf(DATES, CONFERENCE, '2025-11-29')).toBe('closed')
    expect(phaseOf(DATES, CONFERENCE, '2026-03-05')).toBe('closed')
  })
  it('is during on each conference day and after the day after the last', () => {
    expect(phaseOf(DATES, CONFERENCE, '2026-03-06')).toBe('during')
    expect(phaseOf(DATES, CONFERENCE, '2026-03-08')).toBe('during')
    expect(phaseOf(DATES, CONFERENCE, '2026-03-09')).toBe('after')
  })
  it("the later of the settings' days and the dates' conference row gives the conference days", () => {
    const moved = [{ date: '2026-04-01', endDate: '2026-04-03', role: 'conference' as const }]
    expect(phaseOf(moved, CONFERENCE, '2026-03-09')).toBe('before')
    expect(phaseOf(moved, CONFERENCE, '2026-04-03')).toBe('during')
    expect(phaseOf(moved, CONFERENCE, '2026-04-04')).toBe('after')
    const later = { startDate: '2031-01-30', endDate: '2031-02-01' }
    expect(phaseOf(DATES, later, '2026-11-29')).toBe('closed')
  })
  it('without a submission deadline stays before until the conference', () => {
    expect(phaseOf([], CONFERENCE, '2026-03-05')).toBe('before')
  })
  it('a ranged submission deadline closes after its last day', () => {
    const ranged = [{ date: '2025-11-20', endDate: '2025-11-28', role: 'submission-deadline' as const }]
    expect(phaseOf(ranged, CONFERENCE, '2025-11-28')).toBe('before')
    expect(phaseOf(ranged, CONFERENCE, '2025-11-29')).toBe('closed')
  })
})

describe('registrationOpen', () => {
  it('is open while the organisers opened it, up to and on the last-registration day', () => {
    expect(registrationOpen(true, DATES, '2026-02-23')).toBe(true)
    expect(registrationOpen(true, DATES, '2026-02-24')).toBe(false)
    expect(registrationOpen(false, DATES, '2026-01-01')).toBe(false)
    expect(registrationOpen(true, [], '2030-01-01')).toBe(true)
  })
})

describe('dateToCome', () => {
  it('offers a date until its last day has passed', () => {
    expect(dateToCome(DATES[0]!, '2025-11-28')).toBe(true)
    expect(dateToCome(DATES[0]!, '2025-11-29')).toBe(false)
    expect(dateToCome(DATES[2]!, '2026-03-08')).toBe(true)
  })
})
