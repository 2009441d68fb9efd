import { createRoute } from '@hono/zod-openapi'
import { IdParam, MessageSchema } from '../../api/fields'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import {
  AnnouncementInput,
  AnnouncementList,
  AnnouncementListQuery,
  AnnouncementSaved,
  AnnouncementUpdate,
} from './announcements.schemas'

const tags = ['Announcements']

const RULES =
  '`showFrom` and `showUntil` are ISO 8601 date-times with a time zone (null: no limit); `showUntil` must be after ' +
  '`showFrom`. `link` is an absolute http(s) URL or an in-site path (`/contact`); anything else is refused with 400.'

export const listAnnouncements = createRoute({
  method: 'get',
  path: '/announcements',
  operationId: 'listAnnouncements',
  security: [],
  tags,
  summary: 'List the banner items showing now, in banner order',
  description:
    'Items whose `showFrom` is unset or has come and whose `showUntil` is unset or still ahead, by ascending ' +
    'priority, then oldest first. With `?all=true` (admin: send the token, else 401) every item, shown now or not, ' +
    'each with its `priority`; that answer is `no-store`.',
  request: { query: AnnouncementListQuery },
  responses: {
    200: jsonResponse('The items.', AnnouncementList),
    ...errorsOf(400, 401, 503),
  },
})

export const createAnnouncement = createRoute({
  method: 'post',
  path: '/announcements',
  operationId: 'createAnnouncement',
  tags,
  summary: 'Add a banner item',
  description: `${RULES} \`priority\` (0 when left out): lower shows first.`,
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(AnnouncementInput) },
  responses: {
    201: jsonResponse('The item is added.', AnnouncementSaved),
    ...errorsOf(400, 401, 413, 415, 503),
  },
})

export const updateAnnouncement = createRoute({
  method: 'put',
  path: '/announcements/{id}',
  operationId: 'updateAnnouncement',
  tags,
  summary: 'Change a banner item',
  description: `Any of the fields; those left out are kept, null clears \`link\`, \`showFrom\`, \`showUntil\`. ${RULES}`,
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(AnnouncementUpdate) },
  responses: {
    200: jsonResponse('The item is updated.', AnnouncementSaved),
    ...errorsOf(400, 401, 404, 413, 415, 503),
  },
})

export const deleteAnnouncement = createRoute({
  method: 'delete',
  path: '/announcements/{id}',
  operationId: 'deleteAnnouncement',
  tags,
  summary: 'Delete a banner item',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam },
  responses: {
    200: jsonResponse('The item is deleted.', MessageSchema),
    ...errorsOf(401, 404, 503),
  },
})
