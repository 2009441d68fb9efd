import { describe, expect, it } from 'vitest'
import { programmeRoom, publishedSession } from '@/test/programme-fixtures'
import type { ProgrammeSession } from './api'
import { filterChoices, filterSessions, hasFilters, validateProgrammeSearch } from './filters'

const ROOMS = [programmeRoom('r2', 'Seminar Hall 2', 2), programmeRoom('r1', 'Seminar Hall 1', 1)]

let n = 0
function session(over: Partial<ProgrammeSession>): ProgrammeSession {
  n++
  return publishedSession(n, {
    start: '2031-03-07T10:00:00+05:30',
    end: '2031-03-07T11:00:00+05:30',
    roomId: 'r1',
    ...over,
  })
}

const keynote = session({ kind: 'keynote', roomId: null, title: 'Opening keynote' })
const power = session({ kind: 'paper-session', roomId: 'r1', track: 'Power systems' })
const drives = session({ kind: 'paper-session', roomId: 'r2', track: 'Drives' })
const panel = session({ kind: 'panel', roomId: 'r2', track: 'Power systems' })
const ALL = [keynote, power, drives, panel]

describe('programme filters', () => {
  it('read only known parameters with usable values from the URL', () => {
    expect(validateProgrammeSearch({})).toEqual({})
    expect(validateProgrammeSearch({ room: ' Seminar Hall 1 ', track: 'Drives', kind: 'panel', utm: 'x' })).toEqual({
      room: 'Seminar Hall 1',
      track: 'Drives',
      kind: 'panel',
    })
    expect(validateProgrammeSearch({ room: '', track: 3, kind: 'party' })).toEqual({})
    expect(validateProgrammeSearch({ track: 'x'.repeat(500) }).track).toHaveLength(200)
  })

  it('keep every session without filters', () => {
    expect(filterSessions(ALL, ROOMS, {})).toEqual(ALL)
    expect(hasFilters({})).toBe(false)
    expect(hasFilters({ kind: 'panel' })).toBe(true)
  })

  it('by room keep that room’s sessions and those in every room', () => {
    expect(filterSessions(ALL, ROOMS, { room: 'Seminar Hall 2' })).toEqual([keynote, drives, panel])
    // An unknown room (renamed since the link was shared) keeps only the sessions of every room.
    expect(filterSessions(ALL, ROOMS, { room: 'Hall 9' })).toEqual([keynote])
  })

  it('by track and by kind keep the sessions that have them, and combine', () => {
    expect(filterSessions(ALL, ROOMS, { track: 'Power systems' })).toEqual([power, panel])
    expect(filterSessions(ALL, ROOMS, { kind: 'paper-session' })).toEqual([power, drives])
    expect(filterSessions(ALL, ROOMS, { track: 'Power systems', kind: 'panel', room: 'Seminar Hall 2' })).toEqual([
      panel,
    ])
  })

  it('offer the rooms in grid order and the tracks and kinds the sessions have', () => {
    expect(filterChoices(ALL, ROOMS)).toEqual({
      rooms: ['Seminar Hall 1', 'Seminar Hall 2'],
      tracks: ['Drives', 'Power systems'],
      kinds: ['keynote', 'paper-session', 'panel'],
    })
  })
})
