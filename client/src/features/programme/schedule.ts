// How the published sessions are laid out: by conference day (India's date), in time order, and on a wide screen
// as a grid with a column per room and a row per start time.
import { addDays } from '@common/conference'
import { ALL_ROOMS, indiaClock } from '@common/programme'
import type { ProgrammeRoom, ProgrammeSession } from './api'

export type ScheduledSession = ProgrammeSession & { start: string; end: string }

export const isScheduled = (s: ProgrammeSession): s is ScheduledSession => s.start !== null && s.end !== null

const byTime = (a: ScheduledSession, b: ScheduledSession, rooms: Map<string, number>) =>
  Date.parse(a.start) - Date.parse(b.start) ||
  Date.parse(a.end) - Date.parse(b.end) ||
  (a.roomId === null ? -1 : (rooms.get(a.roomId) ?? 0)) - (b.roomId === null ? -1 : (rooms.get(b.roomId) ?? 0)) ||
  a.title.localeCompare(b.title)

/** Every day from `startDate` to `endDate` (`YYYY-MM-DD`), at most 31. */
export function conferenceDays(startDate: string | undefined, endDate: string | undefined): string[] {
  if (!startDate) return []
  const days = [startDate]
  while (endDate && days.length < 31 && days.at(-1)! < endDate) days.push(addDays(days.at(-1)!, 1))
  return days
}

export interface ProgrammeDay {
  /** `YYYY-MM-DD`, India's date. */
  day: string
  sessions: ScheduledSession[]
}

/**
 * One section per conference day (and per other day a session falls on), each with its sessions in time order.
 * Sessions not yet scheduled are left out (listed apart).
 */
export function programmeDays(
  sessions: readonly ProgrammeSession[],
  rooms: readonly ProgrammeRoom[],
  days: readonly string[],
): ProgrammeDay[] {
  const position = new Map(rooms.map((r) => [r._id, r.position]))
  const byDay = new Map<string, ScheduledSession[]>(days.map((d) => [d, []]))
  for (const s of sessions) {
    if (!isScheduled(s)) continue
    const day = indiaClock(s.start).day
    const list = byDay.get(day) ?? []
    list.push(s)
    byDay.set(day, list)
  }
  return [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({ day, sessions: list.sort((a, b) => byTime(a, b, position)) }))
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** A day's weekday ("Saturday"), the same on the server and in every browser. */
export const weekdayOf = (day: string): string => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? ''

/** "Fri 6 Mar": a day as short as the sticky heading on a 360 px phone needs it. */
export function shortDay(day: string): string {
  const month = new Date(`${day}T00:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })
  return `${weekdayOf(day).slice(0, 3)} ${Number(day.slice(8, 10))} ${month.slice(0, 3)}`
}

/**
 * A break or ceremony with nothing to read beyond its title and time ("Lunch", "Tea"): nothing to star, and it
 * is in every room, so it says no room.
 */
export const isInterval = (
  s: Pick<ProgrammeSession, 'kind' | 'description' | 'speakers' | 'people' | 'papers' | 'chairs'>,
): boolean =>
  (s.kind === 'break' || s.kind === 'ceremony') &&
  !s.description.trim() &&
  !s.speakers.length &&
  !s.people.length &&
  !s.papers.length &&
  !s.chairs.length

export interface GridCell {
  sessions: ScheduledSession[]
  /** 1-based among the room columns. */
  column: number
  columnSpan: number
  /** 1-based among the time rows. */
  row: number
  rowSpan: number
}

export interface DayGrid {
  /** The room columns (rooms the day's sessions use, in grid order); none: one column for every room. */
  columns: { key: string; name: string }[]
  /** Each row's start (ISO), in time order. */
  rows: string[]
  cells: GridCell[]
}

export { ALL_ROOMS }

/**
 * A day's sessions as a grid: a column per room they use, a row per distinct start time; a session spans the rows
 * that start before it ends, and one without a room spans every column. Sessions that would overlap in a column
 * (the editor warns of these but publishing allows them) share a cell, or the earlier one is cut short.
 */
export function dayGrid(sessions: readonly ScheduledSession[], rooms: readonly ProgrammeRoom[]): DayGrid {
  const used = new Set(sessions.map((s) => s.roomId).filter((id): id is string => id !== null))
  const roomColumns = rooms
    .filter((r) => used.has(r._id))
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
  const columns = roomColumns.length
    ? roomColumns.map((r) => ({ key: r._id, name: r.name }))
    : [{ key: '', name: ALL_ROOMS }]
  const columnOf = new Map(roomColumns.map((r, i) => [r._id, i + 1]))
  const starts = [...new Set(sessions.map((s) => Date.parse(s.start)))].sort((a, b) => a - b)
  const rows = starts.map((t) => sessions.find((s) => Date.parse(s.start) === t)!.start)
  const cells: GridCell[] = []
  // The cell last placed in each column, to cut short (or share) when a later one starts inside it.
  const lastIn = new Map<number, GridCell>()
  const ordered = [...sessions].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  for (const s of ordered) {
    const row = starts.indexOf(Date.parse(s.start)) + 1
    const end = Date.parse(s.end)
    let rowSpan = 0
    for (let i = row - 1; i < starts.length && starts[i]! < end; i++) rowSpan++
    const known = s.roomId === null ? undefined : columnOf.get(s.roomId)
    const column = known ?? 1
    const columnSpan = known === undefined ? columns.length : 1
    const sameStart = cells.find(
      (c) => c.row === row && c.column <= column + columnSpan - 1 && column <= c.column + c.columnSpan - 1,
    )
    if (sameStart) {
      sameStart.sessions.push(s)
      sameStart.rowSpan = Math.max(sameStart.rowSpan, rowSpan)
      continue
    }
    const cell: GridCell = { sessions: [s], column, columnSpan, row, rowSpan: Math.max(1, rowSpan) }
    for (let c = column; c < column + columnSpan; c++) {
      const before = lastIn.get(c)
      if (before && before.row + before.rowSpan > row) before.rowSpan = row - before.row
      lastIn.set(c, cell)
    }
    cells.push(cell)
  }
  return { columns, rows, cells }
}
