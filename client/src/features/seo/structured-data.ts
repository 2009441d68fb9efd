import type { Conference } from '@common/conference'
import { DEFAULT_ORGANISER, type Organiser, organiserDisplay } from '@common/organiser'
import type { components } from '@openapi/schema'
import type { BreadcrumbList, Event, ItemList, ListItem, Offer, Person, WithContext } from 'schema-dts'
import { getPageMeta, type PageData } from '@/content/pages'

type ImportantDate = components['schemas']['ImportantDate']
type Settings = components['schemas']['SettingsView']['settings']
type Speaker = components['schemas']['Speaker']

/** The data the structured data of a page is built from; each part only where the page needs it. */
export interface StructuredDataSources {
  /** The site's public origin, e.g. `https://icnari.example.org` ('' when unknown: no structured data). */
  origin: string
  dates?: ImportantDate[]
  /** The event settings: the conference itself (names, days, mode) and the fees. */
  settings?: Settings
  speakers?: Speaker[]
  /** What page titles take from data (a workshop page's title: its session's), for the breadcrumbs. */
  pageData?: PageData
}

/** The API answers a page's structured data needs (fetched alongside its render, from the same in-process API). */
export function structuredDataNeeds(path: string): ('dates' | 'settings' | 'speakers')[] {
  if (path === '/') return ['dates', 'settings', 'speakers']
  if (path === '/programs/speakers') return ['speakers']
  return []
}

// Times of day are not published: the conference's days are given in India time, opening to close.
const OPENING = 'T09:00:00+05:30'
const CLOSING = 'T18:00:00+05:30'

/** The host as a schema.org Organization (its department inside it, when it has one). */
const organisation = (o: Organiser) =>
  ({
    '@type': 'Organization',
    name: o.instituteFullName,
    ...(o.department ? { department: { '@type': 'Organization' as const, name: o.department } } : {}),
    ...(o.website ? { url: o.website } : {}),
  }) as const

// schema.org prefers the two-letter code; other countries go as their organisers write them.
const countryCode = (country: string) => (/^india$/i.test(country) ? 'IN' : country)

function conferenceDate(dates: ImportantDate[]): ImportantDate | undefined {
  return dates.find((d) => d.endDate) ?? dates.find((d) => /conference/i.test(d.label))
}

const ATTENDANCE: Record<Conference['mode'], Event['eventAttendanceMode'] & string> = {
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
  'in-person': 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
}

/**
 * The conference as a schema.org Event (Google's Event rich result rules), from the current data: its names, days
 * and mode are the event settings' conference; an important date of the conference that was moved marks it
 * rescheduled. Undefined without the settings.
 */
export function conferenceEvent({
  origin,
  dates = [],
  settings,
  speakers = [],
}: StructuredDataSources): Event | undefined {
  const identity = settings?.conference
  if (!identity) return undefined
  const conference = conferenceDate(dates)
  const start = identity.startDate
  const end = identity.endDate
  const moved = (conference?.previousDates.length ?? 0) > 0
  const opens = dates[0]?.date
  const offers: Offer[] = []
  for (const row of settings?.fees.rows ?? []) {
    for (const [key, name] of [
      ['early', 'early bird'],
      ['late', 'regular'],
    ] as const) {
      const cell = row[key]
      if (!cell || !('amount' in cell)) continue
      offers.push({
        '@type': 'Offer',
        name: `${row.category} (${name})`,
        price: cell.amount,
        priceCurrency: row.currency,
        url: `${origin}/authors/registrations`,
        availability: 'https://schema.org/InStock',
        ...(opens ? { validFrom: `${opens}${OPENING}` } : {}),
      })
    }
  }
  const organiser = settings?.organiser ?? DEFAULT_ORGANISER
  const { address } = organiser
  const place = {
    '@type': 'Place',
    name: organiser.instituteFullName,
    address: {
      '@type': 'PostalAddress',
      // The lines after the department: the institute's full name and the street.
      streetAddress: address.lines.filter((l) => l !== organiser.department).join(', '),
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: countryCode(address.country),
    },
  } as const
  const online = { '@type': 'VirtualLocation', url: `${origin}/` } as const
  return {
    '@type': 'Event',
    name: `${identity.name} ${identity.year}`,
    alternateName: identity.shortName,
    description: getPageMeta('/', identity, { organiser: organiserDisplay(organiser) }).description,
    startDate: `${start}${OPENING}`,
    endDate: `${end}${CLOSING}`,
    eventAttendanceMode: ATTENDANCE[identity.mode],
    eventStatus: moved ? 'https://schema.org/EventRescheduled' : 'https://schema.org/EventScheduled',
    ...(moved ? { previousStartDate: `${conference!.previousDates[0]}${OPENING}` } : {}),
    location: identity.mode === 'hybrid' ? [place, online] : identity.mode === 'online' ? online : place,
    image: [`${origin}/api/og-image.png?path=${encodeURIComponent('/')}`],
    url: `${origin}/`,
    organizer: organisation(organiser),
    ...(offers.length ? { offers } : {}),
    // Names and links only: every speaker's whole profile here made the home page's HTML ~5x heavier (116 KB of
    // JSON-LD with the bench's 200 speakers), and the speakers page describes each of them.
    ...(speakers.length
      ? { performer: speakers.map((s) => ({ '@type': 'Person' as const, name: s.name, url: speakerUrl(s, origin) })) }
      : {}),
  }
}

const speakerUrl = (speaker: Speaker, origin: string) =>
  `${origin}/programs/speakers?q=${encodeURIComponent(speaker.name)}`

/**
 * A speaker as a Person: name, fields, picture and a link to their card. No description: 200 speakers' texts were
 * most of the speakers page's weight (its LCP waits for the whole document), and the card the link opens has it.
 */
function speakerPerson(speaker: Speaker, origin: string): Exclude<Person, string> {
  return {
    '@type': 'Person',
    name: speaker.name,
    ...(speaker.specialization.length ? { knowsAbout: speaker.specialization } : {}),
    ...(speaker.imageUrl ? { image: speaker.imageUrl } : {}),
    url: speakerUrl(speaker, origin),
  }
}

/** Home › each known ancestor › the page, with absolute URLs (their names naming `conference`). */
export function breadcrumbs(
  path: string,
  origin: string,
  conference?: Conference,
  pageData?: PageData,
): BreadcrumbList {
  const parts = path.split('/').filter(Boolean)
  const trail = ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)]
  const items: ListItem[] = trail.map((p, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: getPageMeta(p, conference, pageData).title,
    item: `${origin}${p}`,
  }))
  return { '@type': 'BreadcrumbList', itemListElement: items }
}

/** Every JSON-LD object of a page (each goes in its own `<script type="application/ld+json">`). */
export function structuredData(path: string, sources: StructuredDataSources): WithContext<Event | BreadcrumbList>[] {
  const { origin } = sources
  if (!origin) return []
  const context = 'https://schema.org' as const
  const out: WithContext<Event | BreadcrumbList>[] = [
    { '@context': context, ...breadcrumbs(path, origin, sources.settings?.conference, sources.pageData) },
  ]
  const event = path === '/' ? conferenceEvent(sources) : undefined
  if (event) out.unshift({ '@context': context, ...event } as WithContext<Event>)
  return out
}

/**
 * The speakers page's speakers as one schema.org ItemList of Persons, in the page's order. One script, not one per
 * speaker: 200 `<script>` elements in the head were 37 KB the browser parsed before its first paint.
 */
export function speakerPersons(speakers: Speaker[], origin: string): WithContext<ItemList>[] {
  if (!origin || speakers.length === 0) return []
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: speakers.map((s, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: speakerPerson(s, origin),
      })),
    },
  ]
}
