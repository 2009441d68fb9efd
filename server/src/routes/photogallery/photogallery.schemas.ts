import { z } from '@hono/zod-openapi'
import { textList } from '../../api/fields'
import { requiredImageUrl } from '../../uploads/images'

const example = {
  imageUrl: '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp',
  tags: ['inauguration', 'day 1'],
}

export const PhotoInput = z
  .object({
    imageUrl: requiredImageUrl('Image URL').openapi({
      description: 'An uploaded image URL (`POST /user/image`) or an absolute http(s) URL.',
      example: example.imageUrl,
    }),
    tags: textList('Tags', { required: true, example: example.tags }),
  })
  .openapi('PhotoInput', { example })

export const Photo = z
  .object({
    _id: z.uuid(),
    imageUrl: z.string(),
    tags: z.array(z.string()),
    createdAt: z.iso.datetime(),
  })
  .openapi('Photo', {
    example: { _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f', ...example, createdAt: '2025-03-06T09:30:00.000Z' },
  })

export const PhotoList = z.array(Photo).openapi('PhotoList')

export const PhotoCreated = z
  .object({ message: z.string().openapi({ example: 'Photo added to the gallery.' }), photo: Photo })
  .openapi('PhotoCreated')
