import { createRoute } from '@hono/zod-openapi'
import { errorResponses } from '../../lib/errors'
import { IdParam, MessageSchema, PaginationQuery } from '../../lib/fields'
import { adminSecurity, requireAdmin } from '../../middlewares/require-admin'
import { RecentUpdateCreated, RecentUpdateInput, RecentUpdateList } from './recent-updates.schemas'

const tags = ['Recent updates']

export const addRecentUpdate = createRoute({
  method: 'post',
  path: '/recentupdate/add',
  operationId: 'addRecentUpdate',
  tags,
  summary: 'Add a recent update',
  description:
    "`eventDate` is an ISO 8601 date-time with an offset or `Z`. `link` is optional (an empty text means no link); it must be written as an absolute http(s) URL with a host (`https://host/...`) and is stored normalised, as the parsed URL's href. Anything else (`http:alert(1)`, `https:/\\evil.example`, `http://` alone, credentials in the URL) is refused with 400.",
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: { required: true, content: { 'application/json': { schema: RecentUpdateInput } } } },
  responses: {
    201: { description: 'The update is added.', content: { 'application/json': { schema: RecentUpdateCreated } } },
    400: errorResponses[400],
    401: errorResponses[401],
    413: errorResponses[413],
    415: errorResponses[415],
    503: errorResponses[503],
  },
})

export const listRecentUpdates = createRoute({
  method: 'get',
  path: '/recentupdate/all',
  operationId: 'listRecentUpdates',
  security: [],
  tags,
  summary: 'List recent updates, newest first',
  request: { query: PaginationQuery },
  responses: {
    200: { description: 'A page of updates.', content: { 'application/json': { schema: RecentUpdateList } } },
    400: errorResponses[400],
    503: errorResponses[503],
  },
})

export const deleteRecentUpdate = createRoute({
  method: 'delete',
  path: '/recentupdate/delete/{id}',
  operationId: 'deleteRecentUpdate',
  tags,
  summary: 'Delete a recent update',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam },
  responses: {
    200: { description: 'The update is deleted.', content: { 'application/json': { schema: MessageSchema } } },
    401: errorResponses[401],
    404: errorResponses[404],
    503: errorResponses[503],
  },
})
