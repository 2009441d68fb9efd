import { createRoute, z } from '@hono/zod-openapi'
import { bodyLimit } from 'hono/body-limit'
import { PaginationQuery } from '../../api/fields'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'

const tags = ['Registrations']
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024
export const TOO_LARGE_STATEMENT = 'The statement is too large: at most 5 MB. Import it a month at a time.'

const statementBodyLimit = bodyLimit({
  maxSize: MAX_STATEMENT_BYTES + 64 * 1024,
  onError: (c) => c.json({ message: TOO_LARGE_STATEMENT }, 413),
})

const Matched = z.object({ line: z.number().int(), code: z.string(), utr: z.string(), amount: z.number() })

export const StatementResult = z
  .object({
    dryRun: z.boolean(),
    lines: z.number().int().openapi({ description: 'Transaction lines in the file.' }),
    credits: z.number().int(),
    alreadySeen: z.number().int().openapi({ description: 'Credit lines imported before: they match nothing again.' }),
    matched: z.array(Matched),
    mismatched: z.array(Matched.extend({ due: z.number() })),
    unmatched: z.array(
      z.object({
        lineId: z.string().nullable().openapi({ description: 'Null in a dry run (nothing is stored).' }),
        line: z.number().int(),
        date: z.string(),
        narration: z.string(),
        reference: z.string(),
        amount: z.number(),
        utrCandidates: z.array(z.string()),
      }),
    ),
  })
  .openapi('StatementImport')

export const importStatement = createRoute({
  method: 'post',
  path: '/registrations/statements',
  operationId: 'importBankStatement',
  tags,
  summary: "Import the account's bank statement: claimed UTRs with the amount due are confirmed (admin)",
  description:
    'Multipart with one field `file`: the statement as CSV or `.xlsx` (SBI, HDFC and ICICI layouts and the like), ' +
    'at most 5 MB and 20,000 lines. The header row is found by its names below any account block; credits only. ' +
    'A line whose UTR candidate (every 12-digit run, every 4 letters + 12 or 18 letters or digits, in the narration ' +
    'and the reference) equals the UTR of a `payment-claimed` or `needs-attention` registration: with the amount ' +
    'due it is confirmed (mail `payment-confirmed`), with another amount it needs attention (mail with "Received …, ' +
    'due …"). Every line\'s checksum is kept: a line seen before counts in `alreadySeen` and matches nothing. ' +
    '`?dryRun=true` answers the same and writes nothing. No header, no credit column or an amount that is not one: ' +
    '400 naming it, nothing written.',
  security: adminSecurity,
  middleware: [requireAdmin, statementBodyLimit] as const,
  request: {
    query: z.object({
      dryRun: z
        .enum(['true', 'false'], { error: 'dryRun must be true or false.' })
        .optional()
        .openapi({ param: { name: 'dryRun', in: 'query' } }),
    }),
  },
  responses: {
    200: jsonResponse('What the statement matched.', StatementResult),
    ...errorsOf(400, 401, 413, 415, 503),
  },
})

const StatementLine = z
  .object({
    _id: z.string(),
    date: z.string(),
    narration: z.string(),
    reference: z.string(),
    amount: z.number(),
    utrCandidates: z.array(z.string()),
    state: z.enum(['matched', 'mismatched', 'unmatched', 'assigned', 'discarded']),
    registrationId: z.string().nullable(),
    importedAt: z.string(),
  })
  .openapi('StatementLine')

export const listStatementLines = createRoute({
  method: 'get',
  path: '/registrations/statement-lines',
  operationId: 'listStatementLines',
  tags,
  summary: 'Imported credit lines, by day (admin); `state=unmatched` lists those waiting for an organiser',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: {
    query: PaginationQuery.extend({
      state: z
        .enum(['matched', 'mismatched', 'unmatched', 'assigned', 'discarded'])
        .optional()
        .openapi({ param: { name: 'state', in: 'query' } }),
    }),
  },
  responses: {
    200: jsonResponse(
      'A page of lines.',
      z.object({
        data: z.array(StatementLine),
        totalCount: z.number().int(),
        currentPage: z.number().int(),
        pageSize: z.number().int(),
        totalPages: z.number().int(),
      }),
    ),
    ...errorsOf(400, 401, 503),
  },
})

const LineParam = z.object({
  lineId: z
    .string()
    .openapi({ param: { name: 'lineId', in: 'path' }, example: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f' }),
})

const LineSaved = z.object({ message: z.string(), line: StatementLine }).openapi('StatementLineSaved')

export const assignLine = createRoute({
  method: 'post',
  path: '/registrations/statement-lines/{lineId}/assign',
  operationId: 'assignStatementLine',
  tags,
  summary: 'Assign an unmatched line to a registration, confirming it (admin)',
  description:
    'The registration must be `awaiting-payment`, `payment-claimed` or `needs-attention`; it is confirmed (mail ' +
    '`payment-confirmed`). A line that is not unmatched, or a registration in another status: 409.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: LineParam, body: jsonBody(z.object({ registrationId: z.string() }).openapi('AssignLineInput')) },
  responses: { 200: jsonResponse('Assigned.', LineSaved), ...errorsOf(400, 401, 404, 409, 413, 415, 503) },
})

export const discardLine = createRoute({
  method: 'post',
  path: '/registrations/statement-lines/{lineId}/discard',
  operationId: 'discardStatementLine',
  tags,
  summary: 'Discard an unmatched line: not a registration payment (admin)',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: LineParam },
  responses: { 200: jsonResponse('Discarded.', LineSaved), ...errorsOf(401, 404, 409, 503) },
})
