import { createRoute } from '@hono/zod-openapi'
import { IdParam, MessageSchema, PaginationQuery } from '../../api/fields'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
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
  request: { body: jsonBody(RecentUpdateInput) },
  responses: {
    201: jsonResponse('The update is added.', RecentUpdateCreated),
    ...errorsOf(400, 401, 413, 415, 503),
  },
})

export const listRecentUpdates = createRoute({
  method: 'get',
  path: '/recentupdate/all',
  operationId: 'listRecentUpdates',
  security: [],
  tags,
  summary: 'List recent updates, newest event date first',
  request: { query: PaginationQuery },
  responses: {
    200: jsonResponse('A page of updates.', RecentUpdateList),
    ...errorsOf(400, 503),
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
    200: jsonResponse('The update is deleted.', MessageSchema),
    ...errorsOf(401, 404, 503),
  },
})
