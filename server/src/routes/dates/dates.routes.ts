import { createRoute } from '@hono/zod-openapi'
import { IdParam, MessageSchema } from '../../api/fields'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import { DateInput, DateList, DateSaved, DateUpdate } from './dates.schemas'

const tags = ['Important dates']

const DAYS =
  '`date` and `endDate` are calendar days written `YYYY-MM-DD` (India time); a day that does not exist ' +
  '(2025-02-30) or an `endDate` before `date` is refused with 400. An `endDate` equal to `date` makes a single day. ' +
  '`role` (or null) says what the date means to the site; a role another date has is refused with 409.'

export const listDates = createRoute({
  method: 'get',
  path: '/dates',
  operationId: 'listDates',
  security: [],
  tags,
  summary: 'List the important dates by day, each with its status today',
  description:
    "`status` is computed for today's date in India (Asia/Kolkata): `upcoming`, `today` (for a range, any of its " +
    'days) or `passed`. `endDate` is present only for a range. `previousDates` holds the earlier days of an ' +
    'extended date, oldest first. Not kept by the response cache (the status changes at midnight); browsers revalidate.',
  responses: {
    200: jsonResponse('Every date, by day, then label.', DateList),
    ...errorsOf(503),
  },
})

export const createDate = createRoute({
  method: 'post',
  path: '/dates',
  operationId: 'createDate',
  tags,
  summary: 'Add an important date',
  description: DAYS,
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(DateInput) },
  responses: {
    201: jsonResponse('The date is added.', DateSaved),
    ...errorsOf(400, 401, 409, 413, 415, 503),
  },
})

export const updateDate = createRoute({
  method: 'put',
  path: '/dates/{id}',
  operationId: 'updateDate',
  tags,
  summary: 'Change an important date (an extension when it moves later)',
  description:
    `Any of \`label\`, \`date\`, \`endDate\`, \`role\`; those left out are kept (an extension keeps the role), \`endDate: null\` makes a single day. ${DAYS} ` +
    'Moving `date` to a later day is an extension: the old day is appended to `previousDates`. Every change of ' +
    '`date` or `endDate` raises the calendar sequence number, so calendar subscribers update the event in place.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(DateUpdate) },
  responses: {
    200: jsonResponse('The date is updated.', DateSaved),
    ...errorsOf(400, 401, 404, 409, 413, 415, 503),
  },
})

export const deleteDate = createRoute({
  method: 'delete',
  path: '/dates/{id}',
  operationId: 'deleteDate',
  tags,
  summary: 'Delete an important date',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam },
  responses: {
    200: jsonResponse('The date is deleted.', MessageSchema),
    ...errorsOf(401, 404, 503),
  },
})
