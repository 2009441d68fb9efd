// @vitest-environment node
import { PAGE_DEFAULTS, type PageKey } from '@common/pages'
import { describe, expect, it } from 'vitest'
import { renderPage } from '@/entry-server'

// Issue 54 item 1: an edited tours, cultural events, accommodation or sponsorship page is in the server's HTML.
function edited(key: PageKey, edit: (blocks: (typeof PAGE_DEFAULTS)[PageKey]['blocks']) => void) {
  const page = structuredClone(PAGE_DEFAULTS[key])
  edit(page.blocks)
  return { key, ...page, updatedAt: '2026-11-29T09:00:00Z' }
}
const block = (blocks: (typeof PAGE_DEFAULTS)[PageKey]['blocks'], name: string) => blocks.find((b) => b.name === name)!

const PAGES = {
  tours: edited('tours', (blocks) => {
    block(blocks, 'intro').markdown = 'Places to see in **Bihar**.'
    block(blocks, 'sites').items = [
      { title: 'Patna Museum', summary: 'Patna', markdown: 'Home of the Didarganj Yakshi.' },
      ...block(blocks, 'sites').items!.filter((s) => s.title !== 'Pawapuri'),
    ]
  }),
  'cultural-events': edited('cultural-events', (blocks) => {
    const events = block(blocks, 'events').items!
    block(blocks, 'events').items = [
      { title: 'Madhubani painting workshop', subtitle: 'Confirmed', summary: '7 March, 5 pm', markdown: 'Paint.' },
      ...events.filter((e) => e.title !== 'Heritage showcase'),
    ]
  }),
  accommodation: edited('accommodation', (blocks) => {
    block(blocks, 'disclaimer').markdown = 'Ask the [registration desk](/contact) about a hotel.'
    block(blocks, 'on-campus').items!.push({ title: 'Faculty flats', markdown: 'Two flats for keynote speakers.' })
  }),
  sponsorship: edited('sponsorship', (blocks) => {
    block(blocks, 'other-items').markdown = '- Delegate kit\n- Hackathon prizes'
  }),
  'sponsorship-benefits': edited('sponsorship-benefits', (blocks) => {
    block(blocks, 'benefits').items!.push({ title: 'A stall at the poster session', markdown: 'Meet the authors.' })
  }),
}

/** The API of a site whose pages above were edited (every other answer: not found, as the pages can bear). */
async function fetchApi(request: Request) {
  const key = /^\/api\/pages\/([a-z-]+)$/.exec(new URL(request.url).pathname)?.[1] as keyof typeof PAGES | undefined
  const page = key ? PAGES[key] : undefined
  return new Response(JSON.stringify(page ? { page } : { message: 'Not found.' }), {
    status: page ? 200 : 404,
    headers: { 'content-type': 'application/json' },
  })
}

const mainOf = async (path: string) => {
  const rendered = await renderPage(path, fetchApi)
  expect(rendered.status).toBe(200)
  return rendered.html.slice(rendered.html.indexOf('<main'))
}

describe('the edited pages, rendered on the server', () => {
  it('tours: the new place first, the removed one gone', async () => {
    const main = await mainOf('/programs/tours')
    expect(main).toContain('Places to see in <strong>Bihar</strong>.')
    expect(main.indexOf('Patna Museum')).toBeLessThan(main.indexOf('Mahabodhi Temple'))
    expect(main).toContain('Home of the Didarganj Yakshi.')
    expect(main).not.toContain('Pawapuri')
  }, 120_000)

  it('cultural events: a confirmed event with its badge and date first, the removed one gone', async () => {
    const main = await mainOf('/programs/cultural-event')
    expect(main.indexOf('Madhubani painting workshop')).toBeLessThan(main.indexOf('Cultural evening'))
    expect(main).toMatch(/>Confirmed<[\s\S]*Madhubani painting workshop[\s\S]*When: <\/span>7 March, 5 pm/)
    expect(main).not.toContain('Heritage showcase')
  }, 120_000)

  it('accommodation: the texts around the hotels', async () => {
    const main = await mainOf('/about/accomodations')
    expect(main).toContain('Faculty flats')
    expect(main).toContain('Two flats for keynote speakers.')
    expect(main).toContain('Ask the <a href="/contact">registration desk</a> about a hotel.')
  }, 120_000)

  it('sponsorship: the same texts at both its paths, under each path’s title; the benefits', async () => {
    for (const [path, title] of [
      ['/sponsors', 'Sponsorship &amp; Exhibitions'],
      ['/sponsors/become-a-sponsor', 'Become a Sponsor'],
    ] as const) {
      const main = await mainOf(path)
      expect(main).toContain(`>${title}</h1>`)
      expect(main).toContain('<li>Hackathon prizes</li>')
      expect(main).not.toContain('Conference breakfast')
      // The tiers' facilities are the settings' (their defaults while the settings cannot be read).
      expect(main).toContain('Full-page A4 advertisement in the abstract book')
    }
    const benefits = await mainOf('/sponsors/benefits-of-sponsorship')
    expect(benefits).toContain('A stall at the poster session')
    expect(benefits).toContain('Meet the authors.')
  }, 120_000)
})
