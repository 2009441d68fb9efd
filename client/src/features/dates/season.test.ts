import { describe, expect, it } from 'vitest'
import { daysLeftText, seasonOf, statusOn, todayInIndia } from './season'

const DATES = [
  { label: 'Paper submission deadline', date: '2025-11-28' },
  { label: 'Last date of registration', date: '2026-02-23' },
  { label: 'Conference dates', date: '2026-03-06', endDate: '2026-03-08' },
]

describe('todayInIndia', () => {
  it('is already the next day from 18:30 UTC (midnight in India)', () => {
    expect(todayInIndia(new Date('2026-02-22T18:29:59Z'))).toBe('2026-02-22')
    expect(todayInIndia(new Date('2026-02-22T18:30:00Z'))).toBe('2026-02-23')
  })
})

describe('days left and status at the India day boundary', () => {
  const registration = { date: '2026-02-23' }
  it('one minute before midnight in India the deadline is tomorrow; at midnight it is today', () => {
    const before = todayInIndia(new Date('2026-02-22T18:29:00Z'))
    const after = todayInIndia(new Date('2026-02-22T18:30:00Z'))
    expect(daysLeftText(registration, before)).toBe('1 day left')
    expect(statusOn(registration, before)).toBe('upcoming')
    expect(daysLeftText(registration, after)).toBe('Today')
    expect(statusOn(registration, after)).toBe('today')
  })
  it('counts whole days and passes the day after', () => {
    expect(daysLeftText(registration, '2026-02-11')).toBe('12 days left')
    expect(statusOn(registration, '2026-02-24')).toBe('passed')
  })
  it('a range is today on each of its days and passes after its last', () => {
    const conference = { date: '2026-03-06', endDate: '2026-03-08' }
    expect(statusOn(conference, '2026-03-08')).toBe('today')
    expect(statusOn(conference, '2026-03-09')).toBe('passed')
  })
})

describe('seasonOf', () => {
  it('names the next date and the conference while the season runs', () => {
    const season = seasonOf(DATES, '2026-01-10')
    expect(season.over).toBe(false)
    expect(season.next?.label).toBe('Last date of registration')
    expect(season.conference?.label).toBe('Conference dates')
  })
  it('is not over on the last day of the conference, in India time', () => {
    expect(seasonOf(DATES, todayInIndia(new Date('2026-03-08T18:29:00Z'))).over).toBe(false)
    expect(seasonOf(DATES, todayInIndia(new Date('2026-03-08T18:30:00Z'))).over).toBe(true)
  })
  it('is over once every date has passed (25 November 2026)', () => {
    const season = seasonOf(DATES, '2026-11-25')
    expect(season.over).toBe(true)
    expect(season.next).toBeUndefined()
  })
  it('with no dates at all nothing is over', () => {
    expect(seasonOf([], '2026-11-25')).toEqual({ over: false, next: undefined, conference: undefined })
  })
})
