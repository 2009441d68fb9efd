import { z } from '@hono/zod-openapi'
import { IMAGE_LIMITS } from '../../uploads/images'

export const ImageUploadResponse = z
  .object({
    success: z.literal(true),
    msg: z.string().openapi({ example: 'Image uploaded successfully.' }),
    result: z.string().openapi({
      description: 'The absolute URL of the stored image, to send as `imageUrl` or `pic` (stored relative).',
      example: 'https://icnari.example.org/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp',
    }),
  })
  .openapi('ImageUploadResponse')

/** Documented only: the handler reads the multipart body itself so every failure has our JSON shape. */
export const ImageUploadForm = {
  type: 'object' as const,
  required: ['image'],
  properties: {
    image: {
      type: 'string' as const,
      format: 'binary',
      description: `A PNG, JPEG, WebP, GIF or AVIF image of at most ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB and ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels.`,
    },
  },
}

export const ImageFileParam = z.object({
  file: z
    .string()
    .max(100)
    .openapi({ param: { name: 'file', in: 'path' }, example: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp' }),
})

export const ImageVariantQuery = z.object({
  w: z
    .enum(IMAGE_LIMITS.variantWidths.map(String) as [string, ...string[]], {
      error: `w must be one of ${IMAGE_LIMITS.variantWidths.join(', ')}.`,
    })
    .optional()
    .openapi({
      param: { name: 'w', in: 'query' },
      example: '640',
      description: 'A smaller copy this many pixels wide (never wider than the stored image).',
    }),
})
