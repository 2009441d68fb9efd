import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CallForPapersPage } from '@/features/authors/components/call-for-papers-page'
import { SpecialTrackPage } from '@/features/authors/components/special-track-page'
import { api } from '@/lib/api'
import { expectAsBefore, type PageToRead, readPages, stubPagesApi } from '@/test/page-structure'

// Issue 54 item 1: a converted page's default content equals today's text. The fixture was taken from the pages
// as they were before they read their blocks; each page's headings, paragraphs, list items
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
  afterEach(() => vi.restoreAllMocks())

  it('call for papers and its four special tracks', async () => {
    // The API as it answers for a page never edited (GET /pages/{key} gives the defaults).
    stubPagesApi()
    const shown = await readPages(PAGES, structureOf)
    // The pages asked the API for their text (not only fell back to the defaults).
    expect(api.GET).toHaveBeenCalledWith(
      '/pages/{key}',
      expect.objectContaining({ params: { path: { key: 'call-for-papers' } } }),
    )
    expectAsBefore(FIXTURE, shown)
  })
})
