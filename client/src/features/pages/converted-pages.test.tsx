import { join } from 'node:path'
import { PAGE_DEFAULTS } from '@common/pages'
import { afterEach, describe, it, vi } from 'vitest'
import { CallForPapersPage } from '@/features/authors/components/call-for-papers-page'
import { SpecialTrackPage } from '@/features/authors/components/special-track-page'
import { expectAsBefore, type PageToRead, readPages } from '@/test/page-structure'

// Issue 54 item 1: a converted page's default content equals today's text. The fixture was taken from the pages
// as they were before they read their blocks (CAPTURE=1 writes it); each page's headings, paragraphs, list items
// and links, in order, must still be the same.
const FIXTURE = join(__dirname, 'converted-pages.fixture.json')

function structureOf(root: HTMLElement): string[] {
  return [...root.querySelectorAll('h1, h2, h3, p, li, a, img')].map((el) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim()
    if (el.tagName === 'A') return `a[${el.getAttribute('href')}] ${text}`
    if (el.tagName === 'IMG') return `img[${el.getAttribute('src')}] ${el.getAttribute('alt')}`
    return `${el.tagName.toLowerCase()} ${text}`
  })
}

const PAGES: PageToRead[] = [
  ['/authors/call-for-papers', () => <CallForPapersPage brochureUrl="/brochure.pdf" />, 'Special Tracks'],
  ...[0, 1, 2, 3].map(
    (n) => [`/authors/call-for-papers/${n}`, () => <SpecialTrackPage track={String(n)} />, 'Track 1'] as PageToRead,
  ),
]

describe('converted pages show today’s text by default', () => {
  // The API as a page never edited answers it (GET /api/pages/{key} gives the defaults).
  afterEach(() => vi.unstubAllGlobals())
  const stubApi = () =>
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
      const key = /\/api\/pages\/([a-z-]+)$/.exec(url.pathname)?.[1] as keyof typeof PAGE_DEFAULTS | undefined
      const page = key && PAGE_DEFAULTS[key]
      return new Response(
        JSON.stringify(page ? { page: { key, ...page, updatedAt: null } } : { message: 'Not found.' }),
        {
          status: page ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        },
      )
    })

  it('call for papers and its four special tracks', async () => {
    stubApi()
    expectAsBefore(FIXTURE, await readPages(PAGES, structureOf))
  })
})
