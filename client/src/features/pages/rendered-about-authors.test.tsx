// @vitest-environment node
import { PAGE_DEFAULTS } from '@common/pages'
import { describe, expect, it } from 'vitest'
import { renderPage } from '@/entry-server'

// Issue 54 item 1: an edited About or Authors page is in the server's HTML as saved, not its default.
describe('the About and Authors pages, rendered on the server', () => {
  it('show their saved blocks', async () => {
    const venue = structuredClone(PAGE_DEFAULTS['venue-and-travels'])
    venue.blocks.find((b) => b.name === 'intro')!.markdown = 'Shuttle buses run from **Danapur** station.'
    venue.blocks.find((b) => b.name === 'distances')!.items = [{ title: 'Danapur station', markdown: 'about 15 km' }]
    const guidelines = structuredClone(PAGE_DEFAULTS['guidelines-to-authors'])
    guidelines.blocks.find((b) => b.name === 'rules')!.markdown = '1. Papers are **6–8** pages long.'
    const stored: Record<string, unknown> = { 'venue-and-travels': venue, 'guidelines-to-authors': guidelines }
    const fetchApi = async (request: Request) => {
      const key = /^\/api\/pages\/([a-z-]+)$/.exec(new URL(request.url).pathname)?.[1]
      const page = key ? stored[key] : undefined
      return new Response(
        JSON.stringify(
          page ? { page: { key, ...page, updatedAt: '2026-11-29T12:00:00Z' } } : { message: 'Not found.' },
        ),
        { status: page ? 200 : 404, headers: { 'content-type': 'application/json' } },
      )
    }
    const [venueHtml, guidelinesHtml] = await Promise.all([
      renderPage('/about/venue-and-travels', fetchApi),
      renderPage('/authors/guidelines-to-authors', fetchApi),
    ])
    const main = (html: string) => html.slice(html.indexOf('<main'))
    expect(main(venueHtml.html)).toContain('Shuttle buses run from <strong>Danapur</strong> station.')
    expect(main(venueHtml.html)).toContain('about 15 km')
    expect(main(venueHtml.html)).not.toContain('Pataliputra')
    expect(main(guidelinesHtml.html)).toContain('Papers are <strong>6–8</strong> pages long.')
    expect(main(guidelinesHtml.html)).not.toContain('Regular papers are 5–7 pages long.')
  }, 120_000)
})
