import { z } from '@hono/zod-openapi'
import { LIMITS, listEnvelope, optionalHttpUrl, requiredText, textList } from '../../lib/fields'

export const PaperInput = z
  .object({
    heading: requiredText('Heading', 500),
    authors: textList('Authors', { required: true, example: ['A. Kumar', 'S. Singh'] }),
    link: optionalHttpUrl('Link'),
    content: requiredText('Content', LIMITS.text),
  })
  .openapi('PaperInput', {
    example: {
      heading: 'Adaptive control of grid-forming inverters',
      authors: ['A. Kumar', 'S. Singh'],
      link: 'https://example.org/papers/42',
      content: 'We propose an adaptive controller that keeps weak grids stable under fast load changes.',
    },
  })

export const Paper = z
  .object({
    _id: z.uuid(),
    heading: z.string(),
    authors: z.array(z.string()),
    link: z.string().nullable(),
    content: z.string(),
    createdAt: z.iso.datetime(),
  })
  .openapi('Paper', {
    example: {
      _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
      heading: 'Adaptive control of grid-forming inverters',
      authors: ['A. Kumar', 'S. Singh'],
      link: 'https://example.org/papers/42',
      content: 'We propose an adaptive controller that keeps weak grids stable under fast load changes.',
      createdAt: '2026-01-10T09:30:00.000Z',
    },
  })

export const PaperList = listEnvelope(Paper, 'PaperList')

export const PaperCreated = z
  .object({ message: z.string().openapi({ example: 'Paper added successfully.' }), paper: Paper })
  .openapi('PaperCreated')
