import { createRoute } from '@hono/zod-openapi'
import { IdParam, MessageSchema } from '../../api/fields'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import {
  OrganisingHeadingChange,
  OrganisingHeadingInput,
  OrganisingHeadingList,
  OrganisingHeadingSaved,
} from './organising-headings.schemas'

const tags = ['Organising committee']
const path = '/organisingcommitee/headings'

export const listHeadings = createRoute({
  method: 'get',
  path,
  operationId: 'listOrganisingHeadings',
  security: [],
  tags,
  summary: "The organising committee's headings, in page order",
  description:
    "An organising member's `committee` is one of these names. They start as the earlier site's 15 headings; the page shows " +
    '"Honorary Chairs (Chairman)" as "Chairs", in the place the list gives it.',
  responses: { 200: jsonResponse('The headings.', OrganisingHeadingList), ...errorsOf(503) },
})

export const createHeading = createRoute({
  method: 'post',
  path,
  operationId: 'createOrganisingHeading',
  tags,
  summary: 'Add a heading (last)',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(OrganisingHeadingInput) },
  responses: {
    201: jsonResponse('The heading is added at the end.', OrganisingHeadingSaved),
    ...errorsOf(400, 401, 409, 503),
  },
})

export const changeHeading = createRoute({
  method: 'patch',
  path: `${path}/{id}`,
  operationId: 'changeOrganisingHeading',
  tags,
  summary: 'Rename or move a heading',
  description: "A rename renames the heading of every member under it. A move renumbers the others' positions.",
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(OrganisingHeadingChange) },
  responses: {
    200: jsonResponse('The heading as it is now.', OrganisingHeadingSaved),
    ...errorsOf(400, 401, 404, 409, 503),
  },
})

export const deleteHeading = createRoute({
  method: 'delete',
  path: `${path}/{id}`,
  operationId: 'deleteOrganisingHeading',
  tags,
  summary: 'Remove an empty heading',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam },
  responses: {
    200: jsonResponse('The heading is removed.', MessageSchema),
    ...errorsOf(401, 404, 409, 503),
  },
})
