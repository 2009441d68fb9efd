import { addDays } from '../../../../common/conference'
import {
  // The room of the sessions that have none (a plenary break is in every room): frab files each event under a room.
  ALL_ROOMS,
  indiaClock,
  PROGRAMME_TIME_ZONE,
  PROGRAMME_UTC_OFFSET,
  type ProgrammeSnapshot,
  type PublishedRoom,
  type PublishedSession,
  toIndiaIso,
} from '../../../../common/programme'
import { isUuid } from '../../api/fields'

import {
  acronymOf,
  byStart,
  detailsOf,
  type ExportConference,
  isTimed,
  paragraphsOf,
  sessionUrl,
  shortNameOf,
  uuidFromName,
  type Version,
} from './programme.export-common'

// The schedule both frab formats write (programme.frab-files.ts), from the published version.

export interface FrabPerson {
  name: string
  guid?: string
}

export interface FrabEvent {
  guid: string
  id: number
  /** The start, ISO 8601 with +05:30. */
  date: string
  /** HH:MM, India time. */
  start: string
  /** HH:MM. */
  duration: string
  room: string
  slug: string
  url: string
  title: string
  track: string | null
  type: string
  language: string
  abstract: string
  description: string
  persons: FrabPerson[]
  links: { url: string; title: string }[]
}

export interface FrabRoom {
  name: string
  guid: string
  capacity: number | null
  onlineUrl: string | null
}

export interface FrabDay {
  index: number
  date: string
  start: string
  end: string
  rooms: { room: FrabRoom; events: FrabEvent[] }[]
}

export interface FrabSchedule {
  version: string
  /** Where this schedule is read (the XML's own address). */
  url: string
  baseUrl: string
  acronym: string
  title: string
  description: string
  start: string
  end: string
  timeslotDuration: string
  timeZone: string
  conferenceUrl: string
  rooms: FrabRoom[]
  tracks: string[]
  days: FrabDay[]
}

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** `01:30` from a start and an end. */
function durationOf(start: string, end: string): string {
  const minutes = Math.max(0, Math.round((new Date(end).getTime() - new Date(start).getTime()) / 60_000))
  return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`
}

/** Speakers (with their ids as GUIDs), then the other people of the session, each name once. */
export function personsOf(session: PublishedSession): FrabPerson[] {
  const seen = new Set<string>()
  const persons: FrabPerson[] = []
  for (const p of [...session.speakers.map((s) => ({ name: s.name, guid: s._id })), ...session.people]) {
    const key = p.name.trim().toLowerCase()
    if (!key || seen.has(key)) continue
    seen.add(key)
    persons.push('guid' in p && isUuid(p.guid) ? { name: p.name, guid: p.guid } : { name: p.name })
  }
  return persons
}

/**
 * The conference's days (its first to its last day, India time) and any other day a session falls on, so no
 * session is ever left out of an app; never the days between (a session dated years away adds one day, not
 * thousands). One day when there is nothing to go by.
 */
function dayRange(conference: ExportConference | undefined, sessions: { start: string }[], version: Version) {
  const days = new Set(sessions.map((s) => indiaClock(s.start).day))
  if (conference?.startDate && conference.endDate)
    for (let day = conference.startDate; day <= conference.endDate && days.size < 400; day = addDays(day, 1))
      days.add(day)
  if (days.size === 0) days.add(indiaClock(version?.publishedAt ?? new Date(0).toISOString()).day)
  return [...days].sort()
}

/**
 * The schedule both frab formats write. Cancelled sessions are left out: neither the XSD (an `xs:all` of fixed
 * elements) nor the JSON schema (events allow no other properties) has a place for a status, and the apps that
 * read them (EventFahrplan, Giggity, ConfClerk) compare versions and show a session gone from the schedule as
 * cancelled; a session that stayed in with its time would be shown as taking place. The calendar keeps them, with
 * STATUS:CANCELLED.
 */
export function frabScheduleOf(
  snapshot: ProgrammeSnapshot,
  version: Version,
  conference: ExportConference | undefined,
  origin: string,
): FrabSchedule {
  const acronym = acronymOf(conference)
  const sessions = snapshot.sessions.filter(isTimed).filter((s) => s.status !== 'cancelled')
  sessions.sort(byStart)

  const roomsById = new Map(snapshot.rooms.map((r) => [r._id, r]))
  const frabRoom = (r: PublishedRoom): FrabRoom => ({
    name: r.name,
    guid: r._id,
    capacity: r.capacity,
    onlineUrl: r.onlineUrl,
  })
  const allRooms: FrabRoom = {
    name: ALL_ROOMS,
    guid: uuidFromName(`urn:${acronym}:programme:all-rooms`),
    capacity: null,
    onlineUrl: null,
  }
  const roomOf = (s: PublishedSession) => {
    const room = s.roomId ? roomsById.get(s.roomId) : undefined
    return room ? frabRoom(room) : allRooms
  }
  const rooms = [...snapshot.rooms].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
  const frabRooms = [...(sessions.some((s) => roomOf(s) === allRooms) ? [allRooms] : []), ...rooms.map(frabRoom)]

  const eventOf = (s: PublishedSession & { start: string; end: string }): FrabEvent => {
    const paragraphs = paragraphsOf(s.description)
    return {
      guid: s._id,
      id: s.number,
      date: toIndiaIso(new Date(s.start)),
      start: indiaClock(s.start).time,
      duration: durationOf(s.start, s.end),
      room: roomOf(s).name,
      // c3voc's slug: `<acronym>-<id>-<slug>`, unique and the same across versions.
      slug: `${acronym}-${String(s.number).padStart(4, '0')}-${s.slug}`,
      url: sessionUrl(origin, s.slug),
      title: s.title,
      track: s.track || null,
      type: s.kind,
      language: 'en',
      abstract: paragraphs[0] ?? '',
      description: detailsOf(s, true),
      persons: personsOf(s),
      links: s.onlineUrl ? [{ url: s.onlineUrl, title: 'Join online' }] : [],
    }
  }

  const days = dayRange(conference, sessions, version).map((date, i): FrabDay => {
    const ofDay = sessions.filter((s) => indiaClock(s.start).day === date)
    return {
      index: i + 1,
      date,
      start: `${date}T00:00:00${PROGRAMME_UTC_OFFSET}`,
      end: `${date}T23:59:59${PROGRAMME_UTC_OFFSET}`,
      rooms: frabRooms.map((room) => ({
        room,
        events: ofDay.filter((s) => roomOf(s).guid === room.guid).map(eventOf),
      })),
    }
  })

  return {
    version: String(version?.number ?? 0),
    url: `${origin}/api/programme/schedule.xml`,
    baseUrl: `${origin}/`,
    acronym,
    title: shortNameOf(conference),
    description: conference?.name ?? '',
    start: days[0]!.date,
    end: days[days.length - 1]!.date,
    timeslotDuration: '00:05',
    timeZone: PROGRAMME_TIME_ZONE,
    conferenceUrl: `${origin}/programme`,
    rooms: frabRooms,
    tracks: [...new Set(sessions.map((s) => s.track).filter((t): t is string => !!t))].sort(),
    days,
  }
}
