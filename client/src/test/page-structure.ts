import { readFileSync } from 'node:fs'
import type { Conference } from '@common/conference'
import { PAGE_DEFAULTS } from '@common/pages'
import { screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, vi } from 'vitest'
import { api } from '@/lib/api'
import { renderWithRouter } from './render-with-router'

// Issue 54 item 1: what a visitor reads of a page (headings, paragraphs, list items, links and pictures, in order),
// to compare a converted page's default content with its text from before it read its blocks.

/** Each heading, paragraph, list item, link and picture of `root`, in document order, as one line of text. */
export function structureOf(root: HTMLElement): string[] {
  return [...root.querySelectorAll('h1, h2, h3, p, li, a, img, dt, dd, th, td')].map((el) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim()
    if (el.tagName === 'A') return `a[${el.getAttribute('href')}] ${text}`
    if (el.tagName === 'IMG') return `img[${el.getAttribute('src')}] ${el.getAttribute('alt')}`
    return `${el.tagName.toLowerCase()} ${text}`
  })
}

type Pages = Partial<Record<string, { key: string; title: string; blocks: unknown[]; updatedAt: string | null }>>

/** The edition the stubbed settings name, so pages read with their conference tokens filled. */
export const TEST_CONFERENCE: Conference = {
  name: 'International Conference on Next-Generation Adaptive Research and Innovations',
  shortName: 'ICNARI 2027',
  acronym: 'icnari2027',
  year: 2027,
  startDate: '2027-01-15',
  endDate: '2027-01-17',
  mode: 'hybrid',
  venue: 'NIT Patna',
  tagline: 'Research for a sustainable future',
  publicUrl: '',
}

/**
 * The API answering GET /pages/{key} as the server does for a page never edited (its defaults), or with the pages
 * in `stored`, and GET /settings with TEST_CONFERENCE; anything else is a 404. (A test's fetch cannot take the
 * app's relative URLs, so the client's GET is answered instead.)
 */
export function stubPagesApi(stored: Pages = {}): void {
  const answer = (status: number, body: unknown) => {
    const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    return status === 200 ? { data: body, response } : { error: body, response }
  }
  vi.spyOn(api, 'GET').mockImplementation((async (path: string, init?: { params?: { path?: { key?: string } } }) => {
    if (path === '/settings') return answer(200, { settings: { conference: TEST_CONFERENCE } })
    const key = path === '/pages/{key}' ? init?.params?.path?.key : undefined
    const defaults = key ? (PAGE_DEFAULTS as Record<string, { title: string; blocks: unknown[] }>)[key] : undefined
    const page = key ? (stored[key] ?? (defaults ? { key, ...defaults, updatedAt: null } : undefined)) : undefined
    return page ? answer(200, { page }) : answer(404, { message: 'Not found.' })
  }) as never)
}

/** A page to read: its path (a `#…` after it tells two renders of one path apart), its render, a text to wait for. */
export type PageToRead = [path: string, page: () => ReactNode, waitFor: string]

/** Each page rendered in turn and read with `read` once `waitFor` shows, by path. */
export async function readPages(
  pages: readonly PageToRead[],
  read: (root: HTMLElement) => string[],
): Promise<Record<string, string[]>> {
  const shown: Record<string, string[]> = {}
  for (const [path, page, waitFor] of pages) {
    const { container, unmount } = renderWithRouter(page(), { path: path.split('#')[0] })
    await screen.findAllByText(new RegExp(waitFor))
    shown[path] = read(container)
    unmount()
  }
  return shown
}

/** What the pages show equals the fixture taken from them before they were converted (kept in the repository). */
export function expectAsBefore(fixture: string, shown: Record<string, string[]>): void {
  expect(shown).toEqual(JSON.parse(readFileSync(fixture, 'utf8')))
}
