import type { Conference } from '@common/conference'
import { ICNARI_2026 } from '@common/fixtures/conference'
import { PAGE_DEFAULTS, PAGE_KEYS, PAGE_PATHS, type PageKey } from '@common/pages'
import { describe, expect, it } from 'vitest'
import { getDocumentTitle, getPageMeta, pages, type StoredPage } from './pages'
import { formatDocumentTitle } from './site-config'

// Issue 54: an edited page's <title> and description are its data; the copy in pages.ts only stands in until the
// page's data is read, so the two must say the same.
const stored =
  (key: PageKey, change: Partial<StoredPage> = {}) =>
  (k: PageKey) =>
    k === key ? { ...structuredClone(PAGE_DEFAULTS[key]), ...change } : undefined

const conference = { shortName: 'ICNARI 2027' } as Conference

describe('the head of a page organisers edit', () => {
  it("names the settings' organiser in the home page's description and the bare title (the 2026 host until they are read)", () => {
    const data = { organiser: 'School of Computing, IIT Example' }
    const full = { ...ICNARI_2026, shortName: 'ICNARI 2027' }
    expect(formatDocumentTitle('', full, data.organiser)).toBe('ICNARI 2027 — School of Computing, IIT Example')
    expect(getPageMeta('/', full, data).description).toMatch(/hosted by the School of Computing, IIT Example /)
    expect(formatDocumentTitle('', full)).toBe('ICNARI 2027 — Department of Electrical Engineering, NIT Patna')
  })

  it('defaults to today’s title and description, the same as the copy shown before the data is read', () => {
    for (const key of PAGE_KEYS) {
      const path = PAGE_PATHS[key]?.path
      if (!path) continue
      const copy = pages[path as keyof typeof pages]
      expect(copy, path).toBeDefined()
      expect(getPageMeta(path, undefined, { page: stored(key) })).toEqual(getPageMeta(path, undefined))
    }
    const tracks = PAGE_DEFAULTS['call-for-papers'].blocks.find((b) => b.name === 'special-tracks')!.items!
    tracks.forEach((_, i) => {
      const path = `/authors/call-for-papers/${i}`
      expect(getPageMeta(path, undefined, { page: stored('call-for-papers') })).toEqual(getPageMeta(path, undefined))
    })
  })

  it('uses the stored tab title (else the heading) and description', () => {
    const edited = stored('registrations', { headTitle: '', title: 'Fees', description: 'What {shortName} costs.' })
    expect(getPageMeta('/authors/registrations', conference, { page: edited })).toEqual({
      title: 'Fees',
      description: 'What ICNARI 2027 costs.',
    })
    expect(getDocumentTitle('/authors/registrations/', conference, { page: edited })).toBe('Fees | ICNARI 2027')
    const named = stored('registrations', { headTitle: 'Registering for {shortName}' })
    expect(getPageMeta('/authors/registrations', conference, { page: named }).title).toBe('Registering for ICNARI 2027')
    // Another path showing the same page keeps its own title.
    expect(
      getPageMeta('/sponsors/become-a-sponsor', undefined, { page: stored('sponsorship', { title: 'X' }) }).title,
    ).toBe('Become a Sponsor')
  })

  it('gives a special track added by organisers its own title, and a removed one none', () => {
    const page = structuredClone(PAGE_DEFAULTS['call-for-papers'])
    const tracks = page.blocks.find((b) => b.name === 'special-tracks')!.items!
    tracks.push({ title: 'Quantum Devices', summary: 'Qubits and cryo-electronics.', markdown: '' })
    const data = { page: (k: PageKey) => (k === 'call-for-papers' ? page : undefined) }
    expect(getPageMeta('/authors/call-for-papers/4', undefined, data)).toEqual({
      title: 'Special Track: Quantum Devices',
      description: 'Qubits and cryo-electronics.',
    })
    tracks.splice(3)
    expect(getPageMeta('/authors/call-for-papers/3', undefined, data).title).toBe('Page not found')
  })
})
