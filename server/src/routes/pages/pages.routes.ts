import { createRoute } from '@hono/zod-openapi'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import { PageAnswer, PageInput, PageKeyParam, PageList, PageSaved } from './pages.schemas'

const tags = ['Pages']

export const listPages = createRoute({
  method: 'get',
  path: '/pages',
  operationId: 'listPages',
  security: [],
  tags,
  summary: 'Every editable page with its blocks',
  description: 'Pages never edited are answered with their defaults (today’s texts) and `updatedAt: null`.',
  responses: { 200: jsonResponse('The pages.', PageList), ...errorsOf(503) },
})

export const getPage = createRoute({
  method: 'get',
  path: '/pages/{key}',
  operationId: 'getPage',
  security: [],
  tags,
  summary: 'A page’s title and named Markdown blocks',
  request: { params: PageKeyParam },
  responses: { 200: jsonResponse('The page.', PageAnswer), ...errorsOf(404, 503) },
})

export const putPage = createRoute({
  method: 'put',
  path: '/pages/{key}',
  operationId: 'putPage',
  tags,
  summary: 'Save a page’s title and blocks',
  description: 'Every block of the page is sent, in order; the page shows them on the next load on every instance.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: PageKeyParam, body: jsonBody(PageInput) },
  responses: { 200: jsonResponse('The page as saved.', PageSaved), ...errorsOf(400, 401, 404, 503) },
})
