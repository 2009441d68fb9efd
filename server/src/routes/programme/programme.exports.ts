import { conferenceDates } from '../../../../common/conference'
import {
  // The room of the sessions that have none (a plenary break is in every room): frab files each event under a room.
  ALL_ROOMS,
  indiaClock,
  indiaDayTime,
  PROGRAMME_TIME_ZONE,
  type ProgrammeSnapshot,
  type PublishedRoom,
  type PublishedSession,
  SESSION_KIND_LABELS,
  SESSION_LIMITS,
  SLUG_RE,
} from '../../../../common/programme'
import { isUuid } from '../../api/fields'
import { CRLF, escapeText, icsUtcDateTime, property } from '../calendar/calendar.ics'

import * as common from './programme.export-common'

import { personsOf } from './programme.frab'

export { acronymOf, type ExportConference, sessionUrl, uuidFromName } from './programme.export-common'
export { scheduleJsonOf, scheduleXmlOf } from './programme.frab-files'

// The published programme as the formats that apps and calendars already read (issue 33 item 4): the frab schedule
// XML and JSON (c3voc's validators: validator/xsd/schedule.xml.xsd and validator/json/schema.json) and an
// iCalendar feed. Pure functions of the published version, the conference (the event settings) and the site's
// origin: no clock is read, so a body changes only when a version is published (or the settings are edited).

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
  conference: common.ExportConference | undefined,
  origin: string,
  domain: string,
): string[] {
  const cancelled = s.status === 'cancelled'
  const url = common.sessionUrl(origin, s.slug)
  const place = room?.name ?? (conference?.venue ? `${ALL_ROOMS}, ${conference.venue}` : ALL_ROOMS)
  const location = s.onlineUrl ? `${place} (online: ${s.onlineUrl})` : place
  const persons = personsOf(s)
  const description = [
    `${cancelled ? 'Cancelled. ' : ''}${SESSION_KIND_LABELS[s.kind] ?? s.kind}, ${sessionTimes(s)}, ${place}.`,
    ...(persons.length ? [`With ${persons.map((p) => p.name).join(', ')}.`] : []),
    ...common.paragraphsOf(common.detailsOf(s, false)),
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
  version: common.Version,
  conference: common.ExportConference | undefined,
  origin: string,
  domain: string,
  keys: Set<string> | null = null,
): string {
  const shortName = common.shortNameOf(conference)
  const rooms = new Map(snapshot.rooms.map((r) => [r._id, r]))
  const sessions = selectSessions(snapshot.sessions.filter(common.isTimed), keys).sort(
    common.byStart,
  ) as (PublishedSession & {
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
export function exportFileName(conference: common.ExportConference | undefined, what: string): string {
  return `${common.acronymOf(conference)}-${what}`
}
