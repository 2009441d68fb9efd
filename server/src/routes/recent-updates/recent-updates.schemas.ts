import { z } from '@hono/zod-openapi'
import { LIMITS, listEnvelope, optionalHttpUrl, requiredText } from '../../api/fields'

const EVENT_DATE_FORMAT =
  'Event date must be an ISO 8601 date-time with a time zone, e.g. 2025-11-28T09:30:00+05:30 or 2025-11-28T04:00:00Z.'

export const RecentUpdateInput = z
  .object({
    title: requiredText('Title', 500),
    description: requiredText('Description', LIMITS.text),
    link: optionalHttpUrl('Link'),
    eventDate: z.iso
      .datetime({
        offset: true,
        error: (iss) => (iss.input === undefined ? 'Event date is required.' : EVENT_DATE_FORMAT),
      })
      .openapi({ example: '2025-03-06T09:30:00+05:30', description: 'ISO 8601 date-time with an offset or Z.' }),
  })
  .openapi('RecentUpdateInput', {
    example: {
      title: 'Camera-ready deadline extended',
      description: 'The camera-ready submission deadline is now 16 February.',
      link: 'https://example.org/news/camera-ready',
      eventDate: '2025-02-16T23:59:00+05:30',
    },
  })

export const RecentUpdate = z
  .object({
    _id: z.uuid(),
    title: z.string(),
    description: z.string(),
    link: z.string().nullable(),
    eventDate: z.iso.datetime(),
    createdAt: z.iso.datetime(),
  })
  .openapi('RecentUpdate', {
    example: {
      _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
      title: 'Camera-ready deadline extended',
      description: 'The camera-ready submission deadline is now 16 February.',
      link: 'https://example.org/news/camera-ready',
      eventDate: '2025-02-16T18:29:00.000Z',
      createdAt: '2025-01-10T09:30:00.000Z',
    },
  })

export const RecentUpdateList = listEnvelope(RecentUpdate, 'RecentUpdateList')

export const RecentUpdateCreated = z
  .object({
    message: z.string().openapi({ example: 'Update added successfully.' }),
    recentUpdate: RecentUpdate,
  })
  .openapi('RecentUpdateCreated')
