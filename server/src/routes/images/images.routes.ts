import { createRoute } from '@hono/zod-openapi'
import { bodyLimit } from 'hono/body-limit'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonResponse } from '../../api/route-responses'
import { IMAGE_LIMITS, TOO_LARGE_FILE } from '../../uploads/images'
import { ImageFileParam, ImageUploadForm, ImageUploadResponse, ImageVariantQuery } from './images.schemas'

const tags = ['Images']

/** app.ts skips its 256 KB limit for this path; this is the upload's own limit. */
const uploadBodyLimit = bodyLimit({
  maxSize: IMAGE_LIMITS.maxBodyBytes,
  onError: (c) => c.json({ message: TOO_LARGE_FILE }, 413),
})

export const uploadImage = createRoute({
  method: 'post',
  path: '/user/image',
  operationId: 'uploadImage',
  tags,
  summary: 'Upload an image',
  description:
    'Send `multipart/form-data` with one field `image`: PNG, JPEG, WebP, GIF or AVIF (recognised by its bytes), ' +
    'at most 5 MB and 40 megapixels. SVG and other files get 415. The image is re-encoded to WebP ' +
    '(turned upright, metadata removed, at most 1600 px wide) and `result` is its absolute URL (on `PUBLIC_URL`, ' +
    'else on the origin the request was sent to), usable from any origin. ' +
    '**Clients written for the earlier site:** they work with this API unchanged, except that this call needs the ' +
    'admin token (`token` header) — the earlier site accepted uploads without it.',
  security: adminSecurity,
  middleware: [requireAdmin, uploadBodyLimit] as const,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: ImageUploadForm } } } },
  responses: {
    200: jsonResponse('The image is stored.', ImageUploadResponse),
    ...errorsOf(400, 401, 413, 415, 503),
  },
})

export const getImage = createRoute({
  method: 'get',
  path: '/images/{file}',
  operationId: 'getImage',
  security: [],
  tags,
  summary: 'An uploaded image',
  description:
    'The bytes of an uploaded image, cached for a year (`immutable`: a new image gets a new URL). ' +
    'Answers 304 to a matching `If-None-Match`. Served with `Cross-Origin-Resource-Policy: cross-origin`: public ' +
    'pictures that any site may embed (every other answer is `same-origin`).',
  request: { params: ImageFileParam, query: ImageVariantQuery },
  responses: {
    200: {
      description: 'The image.',
      headers: {
        ETag: { schema: { type: 'string' }, description: 'Identifies this image (and width).' },
        'Cache-Control': { schema: { type: 'string' }, description: '`public, max-age=31536000, immutable`' },
      },
      content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
    },
    304: { description: 'The cached copy is current.' },
    ...errorsOf(400, 404, 503),
  },
})
