import { createHash } from 'node:crypto'
import { addDays, type Conference, conferenceDates } from '../../../../common/conference'
import {
  // The room of the sessions that have none (a plenary break is in every room): frab files each event under a room.
  ALL_ROOMS,
  indiaClock,
  indiaDayTime,
  PROGRAMME_TIME_ZONE,
  PROGRAMME_UTC_OFFSET,
  type ProgrammeSnapshot,
  type ProgrammeVersion,
  type PublishedRoom,
  type PublishedSession,
  SESSION_KIND_LABELS,
  SESSION_LIMITS,
  SLUG_RE,
  toIndiaIso,
} from '../../../../common/programme'
import { isUuid } from '../../api/fields'
import { CRLF, escapeText, icsUtcDateTime, property } from '../calendar/calendar.ics'

// The published programme as the formats that apps and calendars already read (issue 33 item 4): the frab schedule
// XML and JSON (c3voc's validators: validator/xsd/schedule.xml.xsd and validator/json/schema.json) and an
// iCalendar feed. Pure functions of the published version, the conference (the event settings) and the site's
// origin: no clock is read, so a body changes only when a version is published (or the settings are edited).

/** What the exports name the conference by; undefined while the event settings have never been set. */
export type ExportConference = Pick<Conference, 'acronym' | 'shortName' | 'name' | 'startDate' | 'endDate' | 'venue'>

type Version = Pick<ProgrammeVersion, 'number' | 'publishedAt'> | null

const FALLBACK_ACRONYM = 'conference'
/** The conference's acronym (the frab acronym, the file names, the calendar's UID domain without a public URL). */
export const acronymOf = (conference: ExportConference | undefined) => conference?.acronym || FALLBACK_ACRONYM
const shortNameOf = (conference: ExportConference | undefined) => conference?.shortName || 'Conference'

/** Sessions with a time (the frab exports and the calendar leave out those still to be scheduled). */
const isTimed = (s: PublishedSession): s is PublishedSession & { start: string; end: string } =>
  s.start !== null && s.end !== null

const byStart = (a: PublishedSession, b: PublishedSession) =>
  new Date(a.start!).getTime() - new Date(b.start!).getTime() || a.number - b.number

/** A name-based UUID (RFC 4122 version 5, in the URL namespace): the same name gives the same UUID on every run. */
export function uuidFromName(name: string): string {
  const namespace = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex')
  const hash = createHash('sha1').update(namespace).update(name).digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

// ---- frab ----

interface FrabPerson {
  name: string
  guid?: string
}

interface FrabEvent {
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

interface FrabRoom {
  name: string
  guid: string
  capacity: number | null
  onlineUrl: string | null
}

interface FrabDay {
  index: number
  date: string
  start: string
  end: string
  rooms: { room: FrabRoom; events: FrabEvent[] }[]
}

interface FrabSchedule {
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

/** The page of a session on the site. */
export const sessionUrl = (origin: string, slug: string) => `${origin}/programme/${slug}`

/** Paragraphs of plain text (blank lines between them). */
const paragraphsOf = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

/** What a session says beyond its first paragraph: the rest of its text, its chairs and its papers. */
function detailsOf(session: PublishedSession, skipFirstParagraph: boolean): string {
  const parts = paragraphsOf(session.description).slice(skipFirstParagraph ? 1 : 0)
  if (session.chairs.length) parts.push(`Chair${session.chairs.length > 1 ? 's' : ''}: ${session.chairs.join(', ')}`)
  if (session.papers.length)
    parts.push(
      [
        'Papers:',
        ...session.papers.map(
          (p, i) => `${i + 1}. ${p.heading}${p.authors.length ? ` (${p.authors.join(', ')})` : ''}`,
        ),
      ].join('\n'),
    )
  return parts.join('\n\n')
}

/** Speakers (with their ids as GUIDs), then the other people of the session, each name once. */
function personsOf(session: PublishedSession): FrabPerson[] {
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
function frabScheduleOf(
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

/** XML text and attribute values: `&`, `<`, `>` and `"` as entities, and characters XML 1.0 forbids dropped. */
function xmlText(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 does not allow at all
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  )
}

const el = (name: string, value: string | number) => `<${name}>${xmlText(String(value))}</${name}>`

/** The frab schedule XML (c3voc's schedule.xml.xsd). */
export function scheduleXmlOf(
  snapshot: ProgrammeSnapshot,
  version: Version,
  conference: ExportConference | undefined,
  origin: string,
): string {
  const s = frabScheduleOf(snapshot, version, conference, origin)
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<schedule>',
    `  ${el('url', s.url)}`,
    `  ${el('version', s.version)}`,
    '  <conference>',
    `    ${el('acronym', s.acronym)}`,
    `    ${el('title', s.title)}`,
    `    ${el('start', s.start)}`,
    `    ${el('end', s.end)}`,
    `    ${el('days', s.days.length)}`,
    `    ${el('timeslot_duration', s.timeslotDuration)}`,
    `    ${el('base_url', s.baseUrl)}`,
    `    ${el('url', s.conferenceUrl)}`,
    `    ${el('time_zone_name', s.timeZone)}`,
    ...s.tracks.map((t) => `    <track name="${xmlText(t)}"/>`),
    '  </conference>',
  ]
  for (const day of s.days) {
    lines.push(`  <day index="${day.index}" date="${day.date}" start="${day.start}" end="${day.end}">`)
    for (const { room, events } of day.rooms) {
      if (!events.length) {
        lines.push(`    <room name="${xmlText(room.name)}" guid="${room.guid}"/>`)
        continue
      }
      lines.push(`    <room name="${xmlText(room.name)}" guid="${room.guid}">`)
      for (const e of events) {
        lines.push(
          `      <event guid="${e.guid}" id="${e.id}">`,
          `        ${el('date', e.date)}`,
          `        ${el('start', e.start)}`,
          `        ${el('duration', e.duration)}`,
          `        ${el('room', e.room)}`,
          `        ${el('slug', e.slug)}`,
          `        ${el('url', e.url)}`,
          `        ${el('title', e.title)}`,
          `        ${el('track', e.track ?? '')}`,
          `        ${el('type', e.type)}`,
          `        ${el('language', e.language)}`,
          `        ${el('abstract', e.abstract)}`,
          `        ${el('description', e.description)}`,
          '        <persons>',
          ...e.persons.map((p) => `          <person${p.guid ? ` guid="${p.guid}"` : ''}>${xmlText(p.name)}</person>`),
          '        </persons>',
          '        <links>',
          ...e.links.map((l) => `          <link href="${xmlText(l.url)}">${xmlText(l.title)}</link>`),
          '        </links>',
          '      </event>',
        )
      }
      lines.push('    </room>')
    }
    lines.push('  </day>')
  }
  lines.push('</schedule>')
  return `${lines.join('\n')}\n`
}

/** The frab schedule JSON (c3voc's schema.json). */
export function scheduleJsonOf(
  snapshot: ProgrammeSnapshot,
  version: Version,
  conference: ExportConference | undefined,
  origin: string,
): string {
  const s = frabScheduleOf(snapshot, version, conference, origin)
  const document = {
    $schema: 'https://c3voc.de/schedule/schema.json',
    schedule: {
      url: `${origin}/api/programme/schedule.json`,
      version: s.version,
      base_url: s.baseUrl,
      conference: {
        acronym: s.acronym,
        title: s.title,
        ...(s.description ? { description: s.description } : {}),
        start: s.start,
        end: s.end,
        daysCount: s.days.length,
        timeslot_duration: s.timeslotDuration,
        time_zone_name: s.timeZone,
        url: s.conferenceUrl,
        rooms: s.rooms.map((r) => ({
          name: r.name,
          guid: r.guid,
          capacity: r.capacity,
          ...(r.onlineUrl ? { url: r.onlineUrl } : {}),
        })),
        tracks: s.tracks.map((name) => ({ name })),
        days: s.days.map((day) => ({
          index: day.index,
          date: day.date,
          day_start: day.start,
          day_end: day.end,
          rooms: Object.fromEntries(
            day.rooms.map(({ room, events }) => [
              room.name,
              events.map((e) => ({
                guid: e.guid,
                id: e.id,
                date: e.date,
                start: e.start,
                duration: e.duration,
                room: e.room,
                slug: e.slug,
                url: e.url,
                title: e.title,
                subtitle: null,
                track: e.track,
                type: e.type,
                language: e.language,
                abstract: e.abstract,
                description: e.description,
                persons: e.persons,
                links: e.links,
              })),
            ]),
          ),
        })),
      },
    },
  }
  return `${JSON.stringify(document, null, 2)}\n`
}

// ---- iCalendar ----

/** How many sessions `?sessions=` may name. */
export const MAX_SELECTED_SESSIONS = 500

/**
 * `?sessions=<id>,<id>`: the ids or slugs it names (lower-cased), or a message saying what is wrong with it.
 * Undefined (no parameter) is every session.
 */
export function parseSessionSelection(raw: string | undefined): { keys: Set<string> | null } | { error: string } {
  if (raw === undefined) return { keys: null }
  const entries = raw.split(',').map((e) => e.trim().toLowerCase())
  if (entries.length > MAX_SELECTED_SESSIONS)
    return {
      error: `sessions: at most ${MAX_SELECTED_SESSIONS} sessions, comma-separated (${entries.length} given).`,
    }
  const bad = entries.find((e) => !isUuid(e) && !(SLUG_RE.test(e) && e.length <= SESSION_LIMITS.slug))
  if (bad !== undefined)
    return {
      error:
        bad === ''
          ? 'sessions: a comma-separated list of session ids or slugs, with no empty entries.'
          : `sessions: "${bad.slice(0, 60)}" is neither a session id nor a slug (lower-case letters, digits and hyphens).`,
    }
  return { keys: new Set(entries) }
}

/** The sessions a selection names (by id or slug); every session when there is no selection. */
export function selectSessions(sessions: PublishedSession[], keys: Set<string> | null): PublishedSession[] {
  return keys ? sessions.filter((s) => keys.has(s._id.toLowerCase()) || keys.has(s.slug)) : sessions
}

const sessionTimes = (s: { start: string; end: string }) => {
  const start = indiaClock(s.start)
  const end = indiaClock(s.end)
  return `${indiaDayTime(s.start)}–${end.day === start.day ? end.time : indiaDayTime(s.end)} IST`
}

function eventLines(
  s: PublishedSession & { start: string; end: string },
  room: PublishedRoom | undefined,
  conference: ExportConference | undefined,
  origin: string,
  domain: string,
): string[] {
  const cancelled = s.status === 'cancelled'
  const url = sessionUrl(origin, s.slug)
  const place = room?.name ?? (conference?.venue ? `${ALL_ROOMS}, ${conference.venue}` : ALL_ROOMS)
  const location = s.onlineUrl ? `${place} (online: ${s.onlineUrl})` : place
  const persons = personsOf(s)
  const description = [
    `${cancelled ? 'Cancelled. ' : ''}${SESSION_KIND_LABELS[s.kind] ?? s.kind}, ${sessionTimes(s)}, ${place}.`,
    ...(persons.length ? [`With ${persons.map((p) => p.name).join(', ')}.`] : []),
    ...paragraphsOf(detailsOf(s, false)),
    ...(s.onlineUrl ? [`Join online: ${s.onlineUrl}`] : []),
    `Details: ${url}`,
  ].join('\n\n')
  const stamp = icsUtcDateTime(new Date(s.lastModified))
  return [
    'BEGIN:VEVENT',
    property('UID', escapeText(`${s._id}@${domain}`)),
    property('DTSTAMP', stamp),
    property('LAST-MODIFIED', stamp),
    property('SEQUENCE', String(Math.max(0, Math.trunc(s.sequence)))),
    property('DTSTART', icsUtcDateTime(new Date(s.start))),
    property('DTEND', icsUtcDateTime(new Date(s.end))),
    property('SUMMARY', escapeText(`${cancelled ? 'Cancelled: ' : ''}${s.title}`)),
    property('DESCRIPTION', escapeText(description)),
    property('LOCATION', escapeText(location)),
    property('CATEGORIES', escapeText(SESSION_KIND_LABELS[s.kind] ?? s.kind)),
    property('URL;VALUE=URI', url),
    // RFC 7986: the link to join, which calendar apps show as a button.
    ...(s.onlineUrl ? [property('CONFERENCE;VALUE=URI;FEATURE=VIDEO;LABEL=Join online', s.onlineUrl)] : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `TRANSP:${cancelled || s.kind === 'break' ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ]
}

/**
 * The programme's scheduled sessions as an iCalendar (RFC 5545). A session's UID is its id, so a subscribed
 * calendar updates the same event for good; its SEQUENCE is raised by each publication that moved, cancelled or
 * changed it; a cancelled one stays with STATUS:CANCELLED, so calendars remove or strike it instead of keeping
 * a stale copy. Times are UTC DATE-TIMEs (no VTIMEZONE needed); X-WR-TIMEZONE tells clients the programme's zone.
 */
export function programmeCalendarOf(
  snapshot: ProgrammeSnapshot,
  version: Version,
  conference: ExportConference | undefined,
  origin: string,
  domain: string,
  keys: Set<string> | null = null,
): string {
  const shortName = shortNameOf(conference)
  const rooms = new Map(snapshot.rooms.map((r) => [r._id, r]))
  const sessions = selectSessions(snapshot.sessions.filter(isTimed), keys).sort(byStart) as (PublishedSession & {
    start: string
    end: string
  })[]
  const where = conference ? ` (${[conference.venue, conferenceDates(conference)].filter(Boolean).join(', ')})` : ''
  const name = `${shortName} programme`
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    property('PRODID', escapeText(`-//NIT Patna//${shortName} website//EN`)),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    property('X-WR-CALNAME', escapeText(name)),
    property('NAME', escapeText(name)),
    property(
      'X-WR-CALDESC',
      escapeText(
        `The sessions of ${shortName}${where}, version ${version?.number ?? 0} of the programme. ` +
          `Times are India Standard Time. ${origin}/programme`,
      ),
    ),
    property('X-WR-TIMEZONE', PROGRAMME_TIME_ZONE),
    // A moved session should reach subscribers within the hour.
    property('REFRESH-INTERVAL;VALUE=DURATION', 'PT1H'),
    property('X-PUBLISHED-TTL', 'PT1H'),
    ...sessions.flatMap((s) => eventLines(s, s.roomId ? rooms.get(s.roomId) : undefined, conference, origin, domain)),
    'END:VCALENDAR',
  ]
  return lines.join(CRLF) + CRLF
}

/** `<acronym>-schedule.xml`, `<acronym>-programme.ics`, `<acronym>-<slug>.ics` for one session. */
export function exportFileName(conference: ExportConference | undefined, what: string): string {
  return `${acronymOf(conference)}-${what}`
}
