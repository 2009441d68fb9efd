import { createRoute } from '@hono/zod-openapi'
import { IdParam, MessageSchema, PaginationQuery } from '../../api/fields'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import { Speaker, SpeakerInput, SpeakerList, SpeakerPriorityInput, SpeakerSaved } from './speakers.schemas'

const tags = ['Speakers']

export const createSpeaker = createRoute({
  method: 'post',
  path: '/speaker/create',
  operationId: 'createSpeaker',
  tags,
  summary: 'Add a speaker',
  description:
    '`specialization` may be a list or one comma-separated text. Upload the picture first with `POST /user/image` ' +
    'and send the URL it answers as `imageUrl`. A new speaker has priority 0.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(SpeakerInput) },
  responses: {
    201: jsonResponse('The speaker is added.', SpeakerSaved),
    ...errorsOf(400, 401, 413, 415, 503),
  },
})

export const listSpeakers = createRoute({
  method: 'get',
  path: '/speaker/all',
  operationId: 'listSpeakers',
  security: [],
  tags,
  summary: 'List speakers by ascending priority, then newest first',
  request: { query: PaginationQuery },
  responses: {
    200: jsonResponse('A page of speakers.', SpeakerList),
    ...errorsOf(400, 503),
  },
})

export const getSpeaker = createRoute({
  method: 'get',
  path: '/speaker/get/{id}',
  operationId: 'getSpeaker',
  security: [],
  tags,
  summary: 'One speaker',
  request: { params: IdParam },
  responses: {
    200: jsonResponse('The speaker.', Speaker),
    ...errorsOf(404, 503),
  },
})

export const updateSpeaker = createRoute({
  method: 'put',
  path: '/speaker/update/{id}',
  operationId: 'updateSpeaker',
  tags,
  summary: 'Update a speaker',
  description:
    'Replaces name, specialization, description and (when given) imageUrl. A replaced uploaded image that ' +
    'nothing else uses is deleted. The priority is kept; set it with `PATCH /speaker/setPriority/{id}`.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(SpeakerInput) },
  responses: {
    201: jsonResponse('The speaker is updated.', SpeakerSaved),
    ...errorsOf(400, 401, 404, 413, 415, 503),
  },
})

export const setSpeakerPriority = createRoute({
  method: 'patch',
  path: '/speaker/setPriority/{id}',
  operationId: 'setSpeakerPriority',
  tags,
  summary: 'Set the priority of a speaker',
  description: '`priority` is a whole number of 0 or more, sent as a JSON number; lower comes first.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(SpeakerPriorityInput) },
  responses: {
    200: jsonResponse('The priority is set.', SpeakerSaved),
    ...errorsOf(400, 401, 404, 413, 415, 503),
  },
})

export const deleteSpeaker = createRoute({
  method: 'delete',
  path: '/speaker/delete/{id}',
  operationId: 'deleteSpeaker',
  tags,
  summary: 'Delete a speaker',
  description: 'Its uploaded image is deleted too unless something else still uses it.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam },
  responses: {
    200: jsonResponse('The speaker is deleted.', MessageSchema),
    ...errorsOf(401, 404, 503),
  },
})
