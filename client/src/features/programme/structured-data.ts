// A session's page as a schema.org Event (issue 33 item 5): a sub-event of the conference (its superEvent), at a
// Place (the room at the conference's venue) and/or a VirtualLocation (its online link). Built by the server's
// render (entry-server.tsx) from GET /api/programme and the event settings.
import type { Conference } from '@common/conference'
import type { Event, Place, VirtualLocation, WithContext } from 'schema-dts'
import type { Programme } from './api'

const DESCRIPTION_MAX = 300

function briefly(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= DESCRIPTION_MAX) return flat
  const cut = flat.slice(0, DESCRIPTION_MAX)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2)).trimEnd()}…`
}

/** The JSON-LD Event of /programme/{slug}; undefined for a session not yet scheduled (an Event needs a start). */
export function sessionEvent(
  programme: Pick<Programme, 'rooms' | 'sessions'>,
  slug: string,
  origin: string,
  conference: Conference | undefined,
): WithContext<Event> | undefined {
  const session = programme.sessions.find((s) => s.slug === slug)
  if (!session?.start || !session.end || !origin) return undefined
  const room = session.roomId === null ? undefined : programme.rooms.find((r) => r._id === session.roomId)
  const venue = conference?.venue
  const places: (Place | VirtualLocation)[] = []
  const roomName = session.roomId === null ? 'All rooms' : room?.name
  const hasPlace = Boolean(roomName || venue)
  if (hasPlace)
    places.push({
      '@type': 'Place',
      name: [roomName, venue].filter(Boolean).join(', '),
      ...(venue ? { address: venue } : {}),
    })
  if (session.onlineUrl) places.push({ '@type': 'VirtualLocation', url: session.onlineUrl })
  const mode = session.onlineUrl
    ? hasPlace
      ? 'https://schema.org/MixedEventAttendanceMode'
      : 'https://schema.org/OnlineEventAttendanceMode'
    : 'https://schema.org/OfflineEventAttendanceMode'
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: session.title,
    ...(session.description ? { description: briefly(session.description) } : {}),
    startDate: session.start,
    endDate: session.end,
    eventStatus:
      session.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: mode,
    ...(places.length ? { location: places.length === 1 ? places[0] : places } : {}),
    url: `${origin}/programme/${session.slug}`,
    ...(session.speakers.length
      ? {
          performer: session.speakers.map((s) => ({
            '@type': 'Person' as const,
            name: s.name,
            url: `${origin}/programs/speakers?q=${encodeURIComponent(s.name)}`,
          })),
        }
      : {}),
    ...(conference
      ? {
          superEvent: {
            '@type': 'Event',
            name: `${conference.name} ${conference.year}`,
            alternateName: conference.shortName,
            url: `${origin}/`,
          },
        }
      : {}),
  }
}
