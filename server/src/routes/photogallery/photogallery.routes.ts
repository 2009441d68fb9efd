import { createRoute } from '@hono/zod-openapi'
import { IdParam, MessageSchema } from '../../api/fields'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
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
  request: { body: jsonBody(PhotoInput) },
  responses: {
    201: jsonResponse('The photo is added.', PhotoCreated),
    ...errorsOf(400, 401, 413, 415, 503),
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
    200: jsonResponse('Every gallery photo.', PhotoList),
    ...errorsOf(503),
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
    200: jsonResponse('The photo is deleted.', MessageSchema),
    ...errorsOf(401, 404, 503),
  },
})
