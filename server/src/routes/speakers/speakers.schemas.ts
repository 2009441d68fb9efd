import { z } from '@hono/zod-openapi'
import { imageUrl, LIMITS, listEnvelope, priority, requiredText, textList } from '../../api/fields'

/** Optional text that may be cleared: left out keeps it (on update), null or empty removes it. */
function clearableText(label: string, example: string, description: string) {
  return z
    .preprocess(
      (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
      z
        .string({ error: `${label} must be text.` })
        .trim()
        .max(200, `${label} must be at most 200 characters.`)
        .nullable()
        .optional(),
    )
    .openapi({ type: ['string', 'null'], example, description })
}

const example = {
  name: 'Dr. A. Sharma',
  specialization: ['Power electronics', 'Electric vehicles'],
  imageUrl: '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp',
  description: 'Professor of electrical engineering working on fast-charging converters for electric vehicles.',
}

export const SpeakerInput = z
  .object({
    name: requiredText('Name'),
    specialization: textList('Specialization', { required: true, example: example.specialization }),
    imageUrl: imageUrl('Image URL')
      .optional()
      .openapi({
        description:
          'An uploaded image URL (`POST /user/image`) or an absolute http(s) URL; may be empty. ' +
          'Left out on create: no image. Left out on update: the current image is kept.',
        example: example.imageUrl,
      }),
    description: requiredText('Description', LIMITS.text),
    affiliation: clearableText(
      'Affiliation',
      'IIT Delhi',
      'Where the speaker works; optional. Left out on update: kept; null or empty: removed.',
    ),
    designation: clearableText(
      'Designation',
      'Professor, Department of Electrical Engineering',
      "The speaker's post; optional. Left out on update: kept; null or empty: removed.",
    ),
  })
  .openapi('SpeakerInput', { example })

export const Speaker = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    specialization: z.array(z.string()),
    imageUrl: z.string(),
    description: z.string(),
    affiliation: z.string().nullable(),
    designation: z.string().nullable(),
    priority: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .openapi('Speaker', {
    example: {
      _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
      ...example,
      affiliation: 'IIT Delhi',
      designation: 'Professor',
      priority: 0,
      createdAt: '2025-01-10T09:30:00.000Z',
    },
  })

export const SpeakerList = listEnvelope(Speaker, 'SpeakerList')

export const SpeakerSaved = z
  .object({ message: z.string().openapi({ example: 'Speaker added successfully.' }), speaker: Speaker })
  .openapi('SpeakerSaved')

export const SpeakerPriorityInput = z.object({ priority }).openapi('SpeakerPriorityInput', { example: { priority: 1 } })
