import { createRouter } from '../../api/create-router'
import type { ResponseCache } from '../../cache/response-cache'
import { SearchCache } from './search.cache'
import { searchHandler } from './search.handlers'
import * as routes from './search.routes'

/** `responseCache` tells the search cache when anything changes (search.cache.ts). */
export function createSearchRouter(responseCache?: ResponseCache) {
  return createRouter().openapi(routes.searchSite, searchHandler(new SearchCache<string>(responseCache)))
}
