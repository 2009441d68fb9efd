import { NEXT_HOST } from '@common/fixtures/organiser'
import type { components } from '@openapi/schema'
import { describe, expect, it } from 'vitest'
import { speakerPersons, structuredData } from './structured-data'

type Speaker = components['schemas']['Speaker']
type Settings = components['schemas']['SettingsView']['settings']

const ORIGIN = 'https://icnari2026.example.org'
const speaker = (name: string, description: string): Speaker =>
  ({
    _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
    name,
    specialization: ['Smart grids'],
    description,
    imageUrl: `${ORIGIN}/api/images/a.webp`,
    priority: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
  }) as Speaker

const conference = {
  name: 'International Conference on Next-Generation Adaptive Research and Innovations',
  shortName: 'ICNARI 2031',
  acronym: 'icnari2031',
  year: 2031,
  startDate: '2031-01-30',
  endDate: '2031-02-01',
  mode: 'hybrid',
  venue: 'NIT Patna',
  tagline: '',
  publicUrl: '',
} as const
const settings = { conference, fees: { rows: [] } } as unknown as Settings

describe('structured data', () => {
  it("names the settings' organiser as the organizer, the place and in the description", () => {
    const [event] = structuredData('/', { origin: ORIGIN, settings: { ...settings, organiser: NEXT_HOST } })
    expect(event).toMatchObject({
      description: expect.stringContaining('hosted by the School of Computing, IIT Example'),
      organizer: { name: 'Indian Institute of Technology Example', department: { name: 'School of Computing' } },
      location: [
        {
          name: 'Indian Institute of Technology Example',
          address: { streetAddress: 'Main Campus Road', addressLocality: 'Chennai', postalCode: '600036' },
        },
        { '@type': 'VirtualLocation' },
      ],
    })
  })

  it("the home page's Event is the conference of the event settings: its names, days and mode", () => {
    const [event, crumbs] = structuredData('/', { origin: ORIGIN, settings })
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'International Conference on Next-Generation Adaptive Research and Innovations 2031',
      alternateName: 'ICNARI 2031',
      startDate: '2031-01-30T09:00:00+05:30',
      endDate: '2031-02-01T18:00:00+05:30',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    })
    expect((event as { description: string }).description).toContain('30 January – 1 February 2031')
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' })
    const [online] = structuredData('/', {
      origin: ORIGIN,
      settings: { ...settings, conference: { ...conference, mode: 'online' } },
    })
    expect(online).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
    })
    // Without the settings no Event is made up: the breadcrumbs alone.
    expect(structuredData('/', { origin: ORIGIN }).map((o) => o['@type'])).toEqual(['BreadcrumbList'])
  })

  it("the home page's Event names its performers and links each to the speakers page, without their profiles", () => {
    const long = 'Works on converters. '.repeat(40)
    const [event] = structuredData('/', { origin: ORIGIN, settings, speakers: [speaker('Dr. A. Sharma', long)] })
    expect(event).toMatchObject({ '@type': 'Event' })
    expect((event as { performer: unknown }).performer).toEqual([
      { '@type': 'Person', name: 'Dr. A. Sharma', url: `${ORIGIN}/programs/speakers?q=Dr.%20A.%20Sharma` },
    ])
  })

  it("the speakers page's Persons name each speaker, their fields, picture and card, without the description", () => {
    const long = 'Works on converters for electric vehicles and the grid. '.repeat(10)
    const lists = speakerPersons([speaker('Dr. B', long), { ...speaker('Prof. C', ''), imageUrl: '' }], ORIGIN)
    // One list for the page, in its order: one script however many speakers there are.
    expect(lists).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            item: {
              '@type': 'Person',
              name: 'Dr. B',
              knowsAbout: ['Smart grids'],
              image: `${ORIGIN}/api/images/a.webp`,
              url: `${ORIGIN}/programs/speakers?q=Dr.%20B`,
            },
          },
          {
            '@type': 'ListItem',
            position: 2,
            item: {
              '@type': 'Person',
              name: 'Prof. C',
              knowsAbout: ['Smart grids'],
              url: `${ORIGIN}/programs/speakers?q=Prof.%20C`,
            },
          },
        ],
      },
    ])
  })

  it('the speakers page has no list when there are no speakers or no origin to link them to', () => {
    expect(speakerPersons([], ORIGIN)).toEqual([])
    expect(speakerPersons([speaker('Dr. B', '')], '')).toEqual([])
  })
})
