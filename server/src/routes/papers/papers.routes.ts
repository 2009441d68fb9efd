import { createRoute } from '@hono/zod-openapi'
import { errorResponses } from '../../lib/errors'
import { IdParam, MessageSchema, PaginationQuery } from '../../lib/fields'
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
  request: { body: { required: true, content: { 'application/json': { schema: PaperInput } } } },
  responses: {
    201: { description: 'The paper is added.', content: { 'application/json': { schema: PaperCreated } } },
    400: errorResponses[400],
    401: errorResponses[401],
    413: errorResponses[413],
    415: errorResponses[415],
    503: errorResponses[503],
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
    200: { description: 'A page of papers.', content: { 'application/json': { schema: PaperList } } },
    400: errorResponses[400],
    503: errorResponses[503],
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
    200: { description: 'The paper is deleted.', content: { 'application/json': { schema: MessageSchema } } },
    401: errorResponses[401],
    404: errorResponses[404],
    503: errorResponses[503],
  },
})
