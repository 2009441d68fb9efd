import { createRoute } from '@hono/zod-openapi'
import { errorsOf, jsonResponse } from '../../api/route-responses'
import { SearchQuery, SearchResults } from './search.schemas'

export const searchSite = createRoute({
  method: 'get',
  path: '/search',
  operationId: 'searchSite',
  security: [],
  tags: ['Search'],
  summary: 'Search papers, speakers, committee members, updates and pages',
  description:
    'Full-text search (Postgres: stemmed English, ranked; titles weigh most, then people and labels, then the ' +
    'text). Results are the best matches of every kind together, best first; `total` counts them all. A `q` ' +
    'missing, blank or longer than 200 characters is refused with 400; a `q` of operators and quotes alone ' +
    '(`& | ! ( ) : * <->`) has nothing to look for and answers 200 with no results. Cached for a minute.',
  request: { query: SearchQuery },
  responses: {
    200: jsonResponse('The best matches.', SearchResults),
    ...errorsOf(400, 503),
  },
})
