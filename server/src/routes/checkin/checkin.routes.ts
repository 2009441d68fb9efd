import { createRoute, z } from '@hono/zod-openapi'
import { requireSignedIn, signedInRoute } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import { CheckInDone, CheckInInput, CheckInSearchQuery, CheckInSearchResult, CheckInSummary } from './checkin.schemas'

const tags = ['Check-in']

export const checkIn = createRoute({
  method: 'post',
  path: '/checkin',
  operationId: 'checkIn',
  tags,
  summary: 'Check an attendee in by ticket or registration id (admin or desk)',
  description:
    '`{ ticket }` (from the QR) or `{ registrationId }` (from a search). 201 the first time a day; again that day ' +
    '200 "Already checked in at 09:12 by …" (time in India). A registration whose payment is not confirmed is 409 ' +
    '"Payment not confirmed" unless `force: true`. Unknown ticket or id: 404. Audited.',
  // The desk role's calls (docs/decisions/032-desk-role.md): an admin or a desk account.
  ...signedInRoute,
  middleware: [requireSignedIn] as const,
  request: { body: jsonBody(CheckInInput) },
  responses: {
    201: jsonResponse('Checked in.', CheckInDone),
    200: jsonResponse('Already checked in today.', CheckInDone),
    ...errorsOf(400, 401, 404, 409, 503),
  },
})

export const checkInSummary = createRoute({
  method: 'get',
  path: '/checkin/summary',
  operationId: 'checkInSummary',
  tags,
  summary: 'Confirmed registrations, how many are checked in, and check-ins by day (admin or desk)',
  // The desk role's calls (docs/decisions/032-desk-role.md): an admin or a desk account.
  ...signedInRoute,
  middleware: [requireSignedIn] as const,
  responses: { 200: jsonResponse('The counts.', CheckInSummary), ...errorsOf(401, 503) },
})

export const checkInSearch = createRoute({
  method: 'get',
  path: '/checkin/search',
  operationId: 'checkInSearch',
  tags,
  summary: 'Find a registration at the desk by name, code or e-mail, or by its ticket (admin or desk)',
  description:
    'Name or e-mail containing `q`, or the registration code or ticket equal to it (a scanned QR shows its card ' +
    'before the check-in). Withdrawn registrations are left out. The cards hold no contacts.',
  // The desk role's calls (docs/decisions/032-desk-role.md): an admin or a desk account.
  ...signedInRoute,
  middleware: [requireSignedIn] as const,
  request: { query: CheckInSearchQuery },
  responses: { 200: jsonResponse('The cards.', CheckInSearchResult), ...errorsOf(400, 401, 503) },
})

export const joinOnline = createRoute({
  method: 'get',
  path: '/registrations/self/{token}/join/{sessionId}',
  operationId: 'joinSessionOnline',
  security: [],
  tags,
  summary: "An online registrant's Join link: 302 to the session's online link, recording attendance that day",
  description:
    'For a confirmed registration with `mode: "online"`: redirects to the online link of the session in the ' +
    'published programme and records online attendance for the day (in India), once a day. Otherwise 404.',
  request: {
    params: z.object({
      token: z
        .string()
        .max(200)
        .openapi({ param: { name: 'token', in: 'path' } }),
      sessionId: z
        .string()
        .max(60)
        .openapi({ param: { name: 'sessionId', in: 'path' } }),
    }),
  },
  responses: { 302: { description: "To the session's online link." }, ...errorsOf(404, 503) },
})
