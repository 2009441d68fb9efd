// Writes the text of every public page (client/src/content/search-pages.ts) to the server's search index file:
// `npm run search-pages -w @icnari/client` after changing page content (search-pages.test.ts says when).
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { searchPages } from '../src/content/search-pages'

export const SEARCH_PAGES_FILE = fileURLToPath(
  new URL('../../server/src/routes/search/search-pages.json', import.meta.url),
)

writeFileSync(SEARCH_PAGES_FILE, `${JSON.stringify(searchPages(), null, 2)}\n`)
console.log(`search pages: wrote ${searchPages().length} pages to ${SEARCH_PAGES_FILE}`)
