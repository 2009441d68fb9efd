import { createRoute } from '@hono/zod-openapi'
import { errorResponses } from '../../lib/errors'
import { IdParam, MessageSchema } from '../../lib/fields'
import { adminSecurity, requireAdmin } from '../../middlewares/require-admin'
import { PhotoCreated, PhotoInput, PhotoList } from './photogallery.schemas'

const tags = ['Photo gallery']

export const uploadPhoto = createRoute({
  method: 'post',
  path: '/photogallery/upload',
  operationId: 'uploadPhoto',
  tags,
  summary: 'Add a photo to the gallery',
  description:
    'Upload the image first with `POST /user/image` and send the URL it answers as `imageUrl`. ' +
    '`tags` may be a list or one comma-separated text.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: { required: true, content: { 'application/json': { schema: PhotoInput } } } },
  responses: {
    201: { description: 'The photo is added.', content: { 'application/json': { schema: PhotoCreated } } },
    400: errorResponses[400],
    401: errorResponses[401],
    413: errorResponses[413],
    415: errorResponses[415],
    503: errorResponses[503],
  },
})

export const listPhotos = createRoute({
  method: 'get',
  path: '/photogallery/all',
  operationId: 'listPhotos',
  security: [],
  tags,
  summary: 'List gallery photos, newest first',
  responses: {
    200: { description: 'Every gallery photo.', content: { 'application/json': { schema: PhotoList } } },
    503: errorResponses[503],
  },
})

export const deletePhoto = createRoute({
  method: 'delete',
  path: '/photogallery/delete/{id}',
  operationId: 'deletePhoto',
  tags,
  summary: 'Delete a gallery photo',
  description: 'Its uploaded image is deleted too unless something else still uses it.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam },
  responses: {
    200: { description: 'The photo is deleted.', content: { 'application/json': { schema: MessageSchema } } },
    401: errorResponses[401],
    404: errorResponses[404],
    503: errorResponses[503],
  },
})
