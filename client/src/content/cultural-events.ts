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
    'Evenings at ICNARI 2026 are meant for unwinding and meeting people. The cultural programme is still being put together.',
  note: 'Details of each event will be published here once they are confirmed.',
}

const placeholderImage = '/images/cultural/event-placeholder.svg'
const placeholderAlt = 'Decorative artwork of a lamp with the words “To be announced”'

export const culturalEvents: readonly CulturalEvent[] = [
  {
    id: 'event-1',
    title: 'Cultural evening',
    status: TO_BE_ANNOUNCED,
    when: TO_BE_ANNOUNCED,
    description: 'An evening programme for delegates. Performers and timing will be announced soon.',
    image: placeholderImage,
    imageAlt: placeholderAlt,
  },
  {
    id: 'event-2',
    title: 'Music and performance',
    status: TO_BE_ANNOUNCED,
    when: TO_BE_ANNOUNCED,
    description: 'A showcase of music and performance. The line-up will be shared once it is confirmed.',
    image: placeholderImage,
    imageAlt: placeholderAlt,
  },
  {
    id: 'event-3',
    title: 'Heritage showcase',
    status: TO_BE_ANNOUNCED,
    when: TO_BE_ANNOUNCED,
    description: 'A glimpse of the culture and heritage of Bihar. Further details will follow.',
    image: placeholderImage,
    imageAlt: placeholderAlt,
  },
]
