// @vitest-environment node
import { PAGE_DEFAULTS } from '@common/pages'
import { describe, expect, it } from 'vitest'
import { renderPage } from '@/entry-server'

// Issue 54 item 1: an edited page is in the server's HTML, and what an organiser typed there cannot run.
describe('an edited page, rendered on the server', () => {
  it('shows its blocks and its saved head, with script, raw HTML and javascript: links inert', async () => {
    const page = structuredClone(PAGE_DEFAULTS['call-for-papers'])
    page.blocks.find((b) => b.name === 'intro')!.markdown =
      'Send **qubit** papers. <script>alert(1)</script> [Click](javascript:alert(2)) <img src=x onerror=alert(3)> [Site](/contact)'
    page.blocks.find((b) => b.name === 'special-tracks')!.items![0]!.title = 'Quantum Devices'
    page.blocks.find((b) => b.name === 'special-tracks')!.items![0]!.description = 'Qubits, from devices up.'
    // The head is the page's data too: the tab's title and the description an organiser saved.
    page.headTitle = 'Papers wanted'
    page.description = 'Send your papers on anything adaptive.'
    const fetchApi = async (request: Request) => {
      const path = new URL(request.url).pathname
      const found = path === '/api/pages/call-for-papers'
      return new Response(
        JSON.stringify(
          found
            ? { page: { key: 'call-for-papers', ...page, updatedAt: '2026-11-29T09:00:00Z' } }
            : { message: 'Not found.' },
        ),
        { status: found ? 200 : 404, headers: { 'content-type': 'application/json' } },
      )
    }
    const [rendered, track] = await Promise.all([
      renderPage('/authors/call-for-papers', fetchApi),
      renderPage('/authors/call-for-papers/0', fetchApi),
    ])
    expect(rendered.status).toBe(200)
    const main = rendered.html.slice(rendered.html.indexOf('<main'))
    expect(main).toContain('Send <strong>qubit</strong> papers.')
    expect(main).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(main).toContain('&lt;img src=x onerror=alert(3)&gt;')
    expect(main).not.toMatch(/href="javascript:/i)
    expect(main).toContain('<a href="/contact">Site</a>')
    expect(main).toContain('Quantum Devices')
    expect(track.html).toContain('Quantum Devices')
    expect(rendered.title).toMatch(/^Papers wanted(?: \||$)/)
    expect(rendered.description).toBe('Send your papers on anything adaptive.')
    expect(track.title).toMatch(/^Special Track: Quantum Devices(?: \||$)/)
    expect(track.description).toBe('Qubits, from devices up.')
  }, 120_000)
})

describe('the menu, rendered on the server', () => {
  it('carries the labels organisers gave it, each still leading to its page', async () => {
    const menu = structuredClone(PAGE_DEFAULTS.menu)
    menu.blocks[0]!.items!.find((i) => i.link === '/about/venue-and-travels')!.title = 'Getting here'
    menu.blocks[0]!.items!.find((i) => i.link === '/contact')!.title = 'Write to us'
    const fetchApi = async (request: Request) => {
      const found = new URL(request.url).pathname === '/api/pages/menu'
      return new Response(
        JSON.stringify(found ? { page: { key: 'menu', ...menu, updatedAt: '2026-11-29T09:00:00Z' } } : {}),
        { status: found ? 200 : 404, headers: { 'content-type': 'application/json' } },
      )
    }
    const rendered = await renderPage('/contact', fetchApi)
    expect(rendered.html).toMatch(/<a [^>]*href="\/about\/venue-and-travels"[^>]*>Getting here<\/a>/)
    // The header's and the footer's link to the contact page.
    expect(rendered.html.match(/<a [^>]*href="\/contact"[^>]*>Write to us<\/a>/g)?.length).toBeGreaterThanOrEqual(2)
    expect(rendered.html).not.toContain('>Venue and Travels<')
  }, 120_000)
})
