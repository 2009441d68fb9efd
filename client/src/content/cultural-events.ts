/**
 * Cultural event page (/programs/cultural-event). No programme has been
 * announced yet, so every card is a clearly marked placeholder.
 */

export type CulturalEventStatus = 'To be announced' | 'Confirmed'

export interface CulturalEvent {
  readonly id: string
  readonly title: string
  readonly status: CulturalEventStatus
  /** Display text for the date, or "To be announced". */
  readonly when: string
  readonly description: string
  readonly image: string
  readonly imageAlt: string
}

export interface CulturalEventsContent {
  readonly heading: string
  readonly intro: string
  readonly note: string
}

export const TO_BE_ANNOUNCED = 'To be announced' as const

export const culturalEventsContent: CulturalEventsContent = {
  heading: 'Cultural Events',
  intro:
    'Evenings at {shortName} are meant for unwinding and meeting people. The cultural programme is still being put together.',
  note: 'Performers, dates and venues will be published here as each event is confirmed.',
}

/** The programme is still being planned: each card says so once, in its date line. */
export const culturalEvents: readonly CulturalEvent[] = [
  {
    id: 'event-1',
    title: 'Cultural evening',
    status: TO_BE_ANNOUNCED,
    when: TO_BE_ANNOUNCED,
    description: 'An evening of performances for delegates, to close a day of sessions.',
    image: '/images/cultural/cultural-evening.svg',
    imageAlt: 'Artwork of an oil lamp on a dusk-coloured background',
  },
  {
    id: 'event-2',
    title: 'Music and performance',
    status: TO_BE_ANNOUNCED,
    when: TO_BE_ANNOUNCED,
    description: 'A showcase of music and performance, with room to meet fellow participants.',
    image: '/images/cultural/music-performance.svg',
    imageAlt: 'Artwork of music notes over flowing lines',
  },
  {
    id: 'event-3',
    title: 'Heritage showcase',
    status: TO_BE_ANNOUNCED,
    when: TO_BE_ANNOUNCED,
    description: 'A glimpse of the culture and heritage of Bihar.',
    image: '/images/cultural/heritage-showcase.svg',
    imageAlt: 'Artwork of a stupa under an evening sun',
  },
]
