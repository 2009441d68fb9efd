import { describe, expect, it } from 'vitest'
import { istTimeRange, localTime, localTimeText } from './times'

// A morning session in India: 10:00–11:30 IST on 7 March is 04:30–06:00 UTC.
const START = '2031-03-07T10:00:00+05:30'
const END = '2031-03-07T11:30:00+05:30'

describe('session times', () => {
  it('are written in IST as such', () => {
    expect(istTimeRange(START, END)).toBe('10:00–11:30 IST')
    expect(istTimeRange('2031-03-07T04:30:00Z', null)).toBe('10:00 IST')
  })

  it('add nothing in India, or in another zone on the same clock', () => {
    expect(localTime(START, END, 'Asia/Kolkata')).toBeUndefined()
    expect(localTime(START, END, 'Asia/Calcutta')).toBeUndefined()
    expect(localTime(START, END, 'Asia/Colombo')).toBeUndefined()
    expect(localTime(START, END, '')).toBeUndefined()
  })

  it('say "previous day" where the visitor is still on the day before (New York, a morning session)', () => {
    const local = localTime(START, END, 'America/New_York')
    expect(local).toEqual({ range: '23:30–01:00', zone: 'EST', dayNote: 'previous day' })
    expect(localTimeText(local!)).toBe('Your time: 23:30–01:00 EST (previous day)')
  })

  it('say "next day" where the visitor is already on the day after (Auckland, an evening session)', () => {
    const local = localTime('2031-03-07T19:00:00+05:30', '2031-03-07T20:00:00+05:30', 'Pacific/Auckland')
    expect(local?.range).toBe('02:30–03:30')
    expect(local?.dayNote).toBe('next day')
  })

  it('say no day where the date is the same (London, the same morning)', () => {
    const local = localTime(START, END, 'Europe/London')
    expect(local).toEqual({ range: '04:30–06:00', zone: 'GMT', dayNote: null })
    expect(localTimeText(local!)).toBe('Your time: 04:30–06:00 GMT')
  })

  it('follow daylight saving in the visitor’s zone (New York in summer)', () => {
    expect(localTime('2031-07-07T10:00:00+05:30', null, 'America/New_York')).toEqual({
      range: '00:30',
      zone: 'EDT',
      dayNote: null,
    })
  })

  it('leave out a zone the browser does not know', () => {
    expect(localTime(START, END, 'Mars/Olympus_Mons')).toBeUndefined()
  })
})
