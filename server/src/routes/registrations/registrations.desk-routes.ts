import { createRoute, z } from '@hono/zod-openapi'
import { IdParam } from '../../api/fields'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import {
  AdminRegistration,
  ConfirmInput,
  Reason,
  RegistrationList,
  RegistrationListQuery,
  RegistrationPatch,
} from './registrations.desk-schemas'

const tags = ['Registrations']

const AdminSaved = z.object({ message: z.string(), registration: AdminRegistration }).openapi('AdminRegistrationSaved')

export const listRegistrations = createRoute({
  method: 'get',
  path: '/registrations',
  operationId: 'listRegistrations',
  tags,
  summary: 'List registrations, newest first, with totals (admin)',
  description:
    '`status`, `category` (a fee row key) and `q` (code, name, e-mail, institution or UTR contains it) filter the ' +
    'page; `totals` is over every registration: counts by status, active ones by category, and the confirmed amounts.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { query: RegistrationListQuery },
  responses: { 200: jsonResponse('A page of registrations.', RegistrationList), ...errorsOf(400, 401, 503) },
})

const file = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: { type: 'string' as const, format: 'binary' } } },
})

const EXPORT =
  'One row per registration (oldest first) with its papers and payment. A cell that starts with `=`, `+`, `-`, ' +
  '`@`, a tab or a carriage return starts with an apostrophe instead (a spreadsheet would read it as a formula). ' +
  'Each export is recorded in the audit log.'

export const exportCsv = createRoute({
  method: 'get',
  path: '/registrations/export.csv',
  operationId: 'exportRegistrationsCsv',
  tags,
  summary: 'Download the registrations as CSV (admin)',
  description: EXPORT,
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  responses: { 200: file('text/csv', 'The CSV file (UTF-8 with a byte-order mark).'), ...errorsOf(401, 503) },
})

export const exportXlsx = createRoute({
  method: 'get',
  path: '/registrations/export.xlsx',
  operationId: 'exportRegistrationsXlsx',
  tags,
  summary: 'Download the registrations as an Excel workbook (admin)',
  description: EXPORT,
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  responses: {
    200: file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'The workbook.'),
    ...errorsOf(401, 503),
  },
})

export const getRegistration = createRoute({
  method: 'get',
  path: '/registrations/{id}',
  operationId: 'getRegistration',
  tags,
  summary: 'One registration with its history: who did what, when (admin)',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam },
  responses: {
    200: jsonResponse('The registration.', z.object({ registration: AdminRegistration })),
    ...errorsOf(401, 404, 503),
  },
})

const actionResponses = { 200: jsonResponse('Done.', AdminSaved), ...errorsOf(400, 401, 404, 409, 413, 415, 503) }
const ACTION_TAIL = ' A registration in another status is 409. Recorded in its history and the audit log.'

export const confirmRegistration = createRoute({
  method: 'post',
  path: '/registrations/{id}/confirm',
  operationId: 'confirmRegistration',
  tags,
  summary: 'Confirm the payment: the next receipt number, and the mail `payment-confirmed` (admin)',
  description: `From \`awaiting-payment\`, \`payment-claimed\` or \`needs-attention\`.${ACTION_TAIL}`,
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(ConfirmInput) },
  responses: actionResponses,
})

export const needsAttention = createRoute({
  method: 'post',
  path: '/registrations/{id}/needs-attention',
  operationId: 'registrationNeedsAttention',
  tags,
  summary: 'Mark the payment as needing attention; the mail `payment-needs-attention` gives the reason (admin)',
  description: `From \`awaiting-payment\` or \`payment-claimed\`.${ACTION_TAIL}`,
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(Reason) },
  responses: actionResponses,
})

export const cancelRegistration = createRoute({
  method: 'post',
  path: '/registrations/{id}/cancel',
  operationId: 'cancelRegistration',
  tags,
  summary: 'Cancel a registration (admin)',
  description: `From any status but \`withdrawn\` and \`cancelled\`; frees its e-mail address and UTR.${ACTION_TAIL}`,
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(Reason) },
  responses: actionResponses,
})

export const patchRegistration = createRoute({
  method: 'patch',
  path: '/registrations/{id}',
  operationId: 'patchRegistration',
  tags,
  summary: "Correct a registration's details; `total` overrides the fee and needs `reason` (admin)",
  description:
    'Fields left out are kept; `billing: null` removes the billing details. A withdrawn or cancelled registration is ' +
    '409, and so is an e-mail address another active registration has. Recorded in its history and the audit log.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(RegistrationPatch) },
  responses: { 200: jsonResponse('Saved.', AdminSaved), ...errorsOf(400, 401, 404, 409, 413, 415, 503) },
})
