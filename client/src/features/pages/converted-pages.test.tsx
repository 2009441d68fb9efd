import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CallForPapersPage } from '@/features/authors/components/call-for-papers-page'
import { SpecialTrackPage } from '@/features/authors/components/special-track-page'
import { api } from '@/lib/api'
import { stubPagesApi } from '@/test/page-structure'
import { renderWithRouter } from '@/test/render-with-router'

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

const PAGES: [string, () => React.ReactNode, string][] = [
  ['/authors/call-for-papers', () => <CallForPapersPage brochureUrl="/brochure.pdf" />, 'Special Tracks'],
  ...[0, 1, 2, 3].map(
    (n) =>
      [`/authors/call-for-papers/${n}`, () => <SpecialTrackPage track={String(n)} />, 'Track 1'] as [
        string,
        () => React.ReactNode,
        string,
      ],
  ),
]

describe('converted pages show today’s text by default', () => {
  afterEach(() => vi.restoreAllMocks())

  it('call for papers and its four special tracks', async () => {
    // The API as it answers for a page never edited (GET /pages/{key} gives the defaults).
    stubPagesApi()
    const shown: Record<string, string[]> = {}
    for (const [path, page, waitFor] of PAGES) {
      const { container, unmount } = renderWithRouter(page(), { path })
      await screen.findAllByText(new RegExp(waitFor))
      shown[path] = structureOf(container)
      unmount()
    }
    // The pages asked the API for their text (not only fell back to the defaults).
    expect(api.GET).toHaveBeenCalledWith(
      '/pages/{key}',
      expect.objectContaining({ params: { path: { key: 'call-for-papers' } } }),
    )
    expect(shown).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')))
  })
})
