import { describe, expect, it } from 'vitest'
import { programmeRoom, publishedSession } from '@/test/programme-fixtures'
import { conferenceDays, dayGrid, programmeDays, type ScheduledSession, weekdayOf } from './schedule'

const ROOMS = [programmeRoom('b', 'Hall B', 2), programmeRoom('a', 'Hall A', 1), programmeRoom('c', 'Hall C', 3)]

let n = 0
function session(start: string | null, end: string | null, roomId: string | null, title = `S${++n}`) {
  return publishedSession(n, {
    _id: title,
    title,
    slug: title.toLowerCase(),
    start: start && `2031-03-0${start}:00+05:30`,
    end: end && `2031-03-0${end}:00+05:30`,
    roomId,
  })
}

describe('the programme by day', () => {
  it('has every conference day, in order', () => {
    expect(conferenceDays('2031-02-27', '2031-03-02')).toEqual(['2031-02-27', '2031-02-28', '2031-03-01', '2031-03-02'])
    expect(conferenceDays('2031-03-07', '2031-03-07')).toEqual(['2031-03-07'])
    expect(conferenceDays(undefined, undefined)).toEqual([])
    expect(weekdayOf('2031-03-07')).toBe('Friday')
  })

  it('puts each session on its India day in time order, a day with none kept empty, unscheduled ones left out', () => {
    const late = session('7T14:00', '7T15:00', 'a', 'Late')
    const early = session('7T09:00', '7T10:00', 'b', 'Early')
    const plenary = session('7T09:00', '7T10:00', null, 'Plenary')
    // 00:30 IST on the 9th is still the 8th in UTC: it belongs to the 9th.
    const midnight = session('9T00:30', '9T01:00', 'a', 'Midnight')
    const pending = session(null, null, 'a', 'Pending')
    const days = programmeDays([late, early, plenary, midnight, pending], ROOMS, ['2031-03-07', '2031-03-08'])
    expect(days.map((d) => [d.day, d.sessions.map((s) => s.title)])).toEqual([
      ['2031-03-07', ['Plenary', 'Early', 'Late']],
      ['2031-03-08', []],
      ['2031-03-09', ['Midnight']],
    ])
  })
})

describe('the day grid', () => {
  it('has a column per room used (grid order), a row per start, spans by end, and plenaries across', () => {
    const sessions = [
      session('7T09:00', '7T10:00', null, 'Opening'),
      session('7T10:00', '7T12:00', 'b', 'Long'),
      session('7T10:00', '7T11:00', 'a', 'First'),
      session('7T11:00', '7T12:00', 'a', 'Second'),
    ] as ScheduledSession[]
    const grid = dayGrid(sessions, ROOMS)
    expect(grid.columns.map((c) => c.name)).toEqual(['Hall A', 'Hall B'])
    expect(grid.rows.map((r) => r.slice(11, 16))).toEqual(['09:00', '10:00', '11:00'])
    const place = Object.fromEntries(
      grid.cells.map((c) => [c.sessions[0]!.title, [c.row, c.rowSpan, c.column, c.columnSpan]]),
    )
    expect(place).toEqual({
      Opening: [1, 1, 1, 2],
      Long: [2, 2, 2, 1],
      First: [2, 1, 1, 1],
      Second: [3, 1, 1, 1],
    })
  })

  it('has one column for every room when no session has a room', () => {
    const grid = dayGrid([session('7T09:00', '7T10:00', null)] as ScheduledSession[], ROOMS)
    expect(grid.columns).toEqual([{ key: '', name: 'All rooms' }])
    expect(grid.cells[0]).toMatchObject({ row: 1, rowSpan: 1, column: 1, columnSpan: 1 })
  })

  it('shares a cell between sessions at the same time in one room, and cuts short one overlapped later', () => {
    const sessions = [
      session('7T09:00', '7T11:00', 'a', 'One'),
      session('7T09:00', '7T10:00', 'a', 'Two'),
      session('7T10:00', '7T11:00', 'a', 'Three'),
    ] as ScheduledSession[]
    const grid = dayGrid(sessions, ROOMS)
    expect(grid.cells.map((c) => [c.sessions.map((s) => s.title), c.row, c.rowSpan])).toEqual([
      [['One', 'Two'], 1, 1],
      [['Three'], 2, 1],
    ])
  })
})
