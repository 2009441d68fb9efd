import { describe, expect, it } from 'vitest'
import { inJoinWindow, isConferenceDay, isRunning, nowAndNext } from './now'

const at = (time: string, day = '2031-03-07') => Date.parse(`${day}T${time}:00+05:30`)
const s = (id: string, start: string, end: string, extra: Record<string, string> = {}) => ({
  id,
  start: `2031-03-07T${start}:00+05:30`,
  end: `2031-03-07T${end}:00+05:30`,
  status: 'scheduled',
  kind: 'talk',
  ...extra,
})

describe('isRunning and the join window', () => {
  const talk = s('t', '10:00', '11:00')
  it('runs from its start (included) to its end (excluded)', () => {
    expect(isRunning(talk, at('09:59'))).toBe(false)
    expect(isRunning(talk, at('10:00'))).toBe(true)
    expect(isRunning(talk, at('10:59'))).toBe(true)
    expect(isRunning(talk, at('11:00'))).toBe(false)
  })
  it('offers "Join now" from 15 minutes before the start to the end', () => {
    expect(inJoinWindow(talk, at('09:45') - 1)).toBe(false)
    expect(inJoinWindow(talk, at('09:45'))).toBe(true)
    expect(inJoinWindow(talk, at('10:59'))).toBe(true)
    expect(inJoinWindow(talk, at('11:00'))).toBe(false)
  })
  it('never for a cancelled or unscheduled session', () => {
    expect(inJoinWindow({ ...talk, status: 'cancelled' }, at('10:30'))).toBe(false)
    expect(isRunning({ ...talk, status: 'cancelled' }, at('10:30'))).toBe(false)
    expect(inJoinWindow({ start: null, end: null }, at('10:30'))).toBe(false)
  })
})

describe('nowAndNext', () => {
  const sessions = [
    s('late', '14:00', '15:00'),
    s('a', '10:00', '11:00'),
    s('b', '09:30', '10:30'),
    s('c', '11:00', '12:00'),
    s('d', '11:00', '11:30'),
    s('tea', '10:45', '11:00', { kind: 'break' }),
    s('off', '10:50', '11:00', { status: 'cancelled' }),
    { id: 'tomorrow', start: '2031-03-08T09:00:00+05:30', end: '2031-03-08T10:00:00+05:30', status: 'scheduled' },
  ]
  const ids = (list: { id: string }[]) => list.map((x) => x.id)
  it('running by start, then the earliest next start (breaks and cancelled left out of next)', () => {
    const r = nowAndNext(sessions, at('10:15'))
    expect(ids(r.now)).toEqual(['b', 'a'])
    expect(ids(r.next)).toEqual(['c', 'd'])
  })
  it('at a boundary: a session ending now is over, one starting now is running', () => {
    const r = nowAndNext(sessions, at('11:00'))
    expect(ids(r.now)).toEqual(['c', 'd'])
    expect(ids(r.next)).toEqual(['late'])
  })
  it('nothing of tomorrow is next tonight', () => {
    expect(nowAndNext(sessions, at('16:00'))).toEqual({ now: [], next: [] })
  })
})

describe('isConferenceDay', () => {
  it("follows India's date, both ends included", () => {
    expect(isConferenceDay(at('00:00', '2031-03-06'), '2031-03-06', '2031-03-08')).toBe(true)
    expect(isConferenceDay(at('23:59', '2031-03-08'), '2031-03-06', '2031-03-08')).toBe(true)
    // 23:59 on the 5th in India is still the 5th, though it is the 5th 18:29 UTC.
    expect(isConferenceDay(at('23:59', '2031-03-05'), '2031-03-06', '2031-03-08')).toBe(false)
    expect(isConferenceDay(at('00:00', '2031-03-09'), '2031-03-06', '2031-03-08')).toBe(false)
    expect(isConferenceDay(at('10:00', '2031-03-06'), '2031-03-06', '')).toBe(true)
    expect(isConferenceDay(at('10:00', '2031-03-06'), undefined, undefined)).toBe(false)
  })
})
