import { createRoute } from '@hono/zod-openapi'
import { IdParam, MessageSchema, PaginationQuery } from '../../lib/fields'
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-responses'
import { adminSecurity, requireAdmin } from '../../middlewares/require-admin'
import { PaperCreated, PaperInput, PaperList } from './papers.schemas'

const tags = ['Papers']

export const addPaper = createRoute({
  method: 'post',
  path: '/papers/add',
  operationId: 'addPaper',
  tags,
  summary: 'Add a paper (Highlights)',
  description:
    "`authors` may be a list or one comma-separated text. `link` is optional; it must be written as an absolute http(s) URL with a host (`https://host/...`) and is stored normalised, as the parsed URL's href (`HTTPS://Example.org` becomes `https://example.org/`). Anything else (`http:alert(1)`, `https:/\\evil.example`, `http://` alone, credentials in the URL) is refused with 400.",
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(PaperInput) },
  responses: {
    201: jsonResponse('The paper is added.', PaperCreated),
    ...errorsOf(400, 401, 413, 415, 503),
  },
})

export const listPapers = createRoute({
  method: 'get',
  path: '/papers/all',
  operationId: 'listPapers',
  security: [],
  tags,
  summary: 'List papers, newest first',
  request: { query: PaginationQuery },
  responses: {
    200: jsonResponse('A page of papers.', PaperList),
    ...errorsOf(400, 503),
  },
})

export const deletePaper = createRoute({
  method: 'delete',
  path: '/papers/delete/{id}',
  operationId: 'deletePaper',
  tags,
  summary: 'Delete a paper',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam },
  responses: {
    200: jsonResponse('The paper is deleted.', MessageSchema),
    ...errorsOf(401, 404, 503),
  },
})
