import { describe, expect, it } from 'vitest'
import { daysBetween, isoToIst, istTimeRange, istToIso } from './programme-time'

describe('IST day and time ↔ ISO', () => {
  it('writes an IST day and time with the +05:30 offset', () => {
    expect(istToIso('2031-03-07', '10:00')).toBe('2031-03-07T10:00:00+05:30')
    expect(istToIso('2031-03-07', '00:15')).toBe('2031-03-07T00:15:00+05:30')
  })

  it('reads an instant of any offset back as India wall clock', () => {
    expect(isoToIst('2031-03-07T10:00:00+05:30')).toEqual({ day: '2031-03-07', time: '10:00' })
    // 20:00 UTC on the 6th is 01:30 on the 7th in India.
    expect(isoToIst('2031-03-06T20:00:00Z')).toEqual({ day: '2031-03-07', time: '01:30' })
    expect(isoToIst('2031-03-07T00:00:00-05:00')).toEqual({ day: '2031-03-07', time: '10:30' })
  })

  it('round-trips', () => {
    for (const [day, time] of [
      ['2031-03-07', '09:30'],
      ['2031-12-31', '23:59'],
      ['2032-02-29', '00:00'],
    ] as const) {
      expect(isoToIst(istToIso(day, time))).toEqual({ day, time })
      expect(new Date(istToIso(day, time)).toISOString()).toBe(
        new Date(
          Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8), +time.slice(0, 2), +time.slice(3)) -
            5.5 * 3_600_000,
        ).toISOString(),
      )
    }
  })

  it('refuses what is not a day and a time', () => {
    expect(() => istToIso('2031-3-7', '10:00')).toThrow()
    expect(() => istToIso('2031-03-07', '24:00')).toThrow()
    expect(() => istToIso('2031-03-07', '9:30')).toThrow()
  })

  it('lists the days of a range, across a month end', () => {
    expect(daysBetween('2031-02-27', '2031-03-02')).toEqual(['2031-02-27', '2031-02-28', '2031-03-01', '2031-03-02'])
    expect(daysBetween('2031-03-07', '2031-03-07')).toEqual(['2031-03-07'])
    expect(daysBetween('2031-03-08', '2031-03-07')).toEqual([])
  })

  it('says a time range in India', () => {
    expect(istTimeRange('2031-03-07T04:30:00Z', '2031-03-07T06:00:00Z')).toBe('10:00–11:30')
  })
})
