import generated from '../../../server/src/routes/search/search-pages.json'
import { searchPages, textsOf } from './search-pages'

describe('the site search index of page texts', () => {
  it('matches the content: after changing a page, run `npm run search-pages -w @icnari/client`', () => {
    expect(generated).toEqual(searchPages())
  })

  it('lists every public page with its own text, and no admin page', () => {
    const pages = searchPages()
    const urls = pages.map((p) => p.url)
    expect(urls).toContain('/about/about-the-conference')
    expect(urls).toContain('/programs/technical-session')
    // Each workshop's page is data (a session of the programme), found by the search as a session.
    expect(urls.filter((u) => u.startsWith('/programs/technical-session/'))).toEqual([])
    expect(urls.filter((u) => u === '/login' || u.startsWith('/admin'))).toEqual([])
    const tours = pages.find((p) => p.url === '/programs/tours')!
    expect(tours.title).toBe('Tours')
    expect(tours.text.length).toBeGreaterThan(500)
  })

  it('keeps what a visitor reads and leaves out addresses, ids and pictures', () => {
    expect(
      textsOf({
        id: 'submission-opens',
        heading: 'Fees',
        image: '/images/a.webp',
        link: 'https://example.org/x',
        items: ['One', { text: 'Two', href: '/authors' }, '  '],
      }),
    ).toEqual(['Fees', 'One', 'Two'])
  })
})
