import { createRoute } from '@hono/zod-openapi'
import { IdParam, MessageSchema } from '../../api/fields'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import { SponsorInput, SponsorList, SponsorSaved } from './sponsors.schemas'

const tags = ['Sponsors']

export const listSponsors = createRoute({
  method: 'get',
  path: '/sponsors',
  operationId: 'listSponsors',
  security: [],
  tags,
  summary: "The sponsors, in the wall's order",
  description: 'Ascending `position`, then oldest first; `/sponsors` groups them by tier.',
  responses: { 200: jsonResponse('The sponsors.', SponsorList), ...errorsOf(503) },
})

export const createSponsor = createRoute({
  method: 'post',
  path: '/sponsors',
  operationId: 'createSponsor',
  tags,
  summary: 'Add a sponsor',
  description: 'Upload the logo first (`POST /user/image`) and send its URL.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(SponsorInput) },
  responses: { 201: jsonResponse('The sponsor is added.', SponsorSaved), ...errorsOf(400, 401, 413, 415, 503) },
})

export const updateSponsor = createRoute({
  method: 'put',
  path: '/sponsors/{id}',
  operationId: 'updateSponsor',
  tags,
  summary: 'Change a sponsor',
  description: 'Every field is replaced but `position`, kept when left out (a link left out is removed).',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(SponsorInput) },
  responses: {
    200: jsonResponse('The sponsor as it is now.', SponsorSaved),
    ...errorsOf(400, 401, 404, 413, 415, 503),
  },
})

export const deleteSponsor = createRoute({
  method: 'delete',
  path: '/sponsors/{id}',
  operationId: 'deleteSponsor',
  tags,
  summary: 'Remove a sponsor',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam },
  responses: { 200: jsonResponse('The sponsor is removed.', MessageSchema), ...errorsOf(401, 404, 503) },
})
