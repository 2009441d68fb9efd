import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PAGE_DEFAULTS, type PageKey } from '../../../../common/pages'
import { useTestApp } from '../../../test/context'
import { auditLog } from '../../db/schema'

// Issue 54 item 1: the tours, cultural events, accommodation and sponsorship pages as data; the tours and the
// cultural events are lists organisers add to, reorder and remove from.
const ctx = useTestApp()
type Json = Record<string, any>

const KEYS = ['tours', 'cultural-events', 'accommodation', 'sponsorship', 'sponsorship-benefits'] as const
const defaults = (key: PageKey) => structuredClone(PAGE_DEFAULTS[key])
const read = async (key: string) => (await (await ctx.request(`/pages/${key}`)).json()).page as Json
const itemsOf = (page: Json, block: string) => page.blocks.find((b: Json) => b.name === block).items as Json[]
const search = async (q: string) =>
  ((await (await ctx.request(`/search?q=${encodeURIComponent(q)}`)).json()).results as Json[]).map((r) => r.url)

describe('the tours, cultural events, accommodation and sponsorship pages', () => {
  it('each answers its defaults until edited, saves with the token, and is audited', async () => {
    for (const key of KEYS) expect(await read(key)).toEqual({ key, ...defaults(key), updatedAt: null })
    const token = await ctx.login()
    for (const key of KEYS) {
      const page = defaults(key)
      page.title = `${page.title} (edited)`
      page.blocks.find((b) => b.name === 'intro')!.markdown = `The **${key}** page, edited.`
      const anonymous = await ctx.request(`/pages/${key}`, { method: 'PUT', json: page })
      expect(anonymous.status, key).toBe(401)
      const res = await ctx.request(`/pages/${key}`, { method: 'PUT', json: page, token })
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
      const shown = await read(key)
      expect(shown).toMatchObject({ key, title: page.title, updatedAt: expect.any(String) })
      expect(shown.blocks.find((b: Json) => b.name === 'intro').markdown).toBe(`The **${key}** page, edited.`)
      const [audit] = await ctx.db.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'page'), eq(auditLog.entityId, key)))
      expect(audit, key).toMatchObject({ action: 'update' })
    }
    const unknown = await ctx.request('/pages/hotels')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ message: 'Page not found.' })
    expect((await ctx.request('/pages/hotels', { method: 'PUT', json: defaults('tours'), token })).status).toBe(404)
    // A block of another page is refused with a message that names it.
    const mixed = defaults('tours')
    mixed.blocks.push(defaults('cultural-events').blocks.find((b) => b.name === 'events')!)
    const refused = await ctx.request('/pages/tours', { method: 'PUT', json: mixed, token })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ message: 'This page has no block named "events".' })
  })

  it('keeps the tours and the cultural events as organisers add to, reorder and remove from them', async () => {
    const token = await ctx.login()
    const tours = defaults('tours')
    const sites = tours.blocks.find((b) => b.name === 'sites')!
    const [first, second, ...rest] = sites.items!
    // Added at the top, the first two swapped, Pawapuri removed.
    sites.items = [
      { title: 'Patna Museum', summary: 'Patna', markdown: 'Home of the **Didarganj Yakshi**.' },
      second!,
      first!,
      ...rest.filter((s) => s.title !== 'Pawapuri'),
    ]
    expect((await ctx.request('/pages/tours', { method: 'PUT', json: tours, token })).status).toBe(200)
    const places = itemsOf(await read('tours'), 'sites')
    expect(places.map((s) => s.title).slice(0, 3)).toEqual([
      'Patna Museum',
      'Takhat Sri Harimandir Ji',
      'Mahabodhi Temple',
    ])
    expect(places).toHaveLength(11)
    expect(places.map((s) => s.title)).not.toContain('Pawapuri')
    expect(places[0]).toEqual({
      title: 'Patna Museum',
      summary: 'Patna',
      markdown: 'Home of the **Didarganj Yakshi**.',
    })
    expect(places[1]).toMatchObject({ image: '/images/tours/takhat-sri-harimandir-ji.webp', summary: 'Patna Sahib' })

    const cultural = defaults('cultural-events')
    const events = cultural.blocks.find((b) => b.name === 'events')!
    events.items = [
      ...events.items!.slice(1).reverse(),
      { title: 'Madhubani painting workshop', subtitle: 'Confirmed', summary: '7 March, 5 pm', markdown: 'Paint.' },
    ]
    expect((await ctx.request('/pages/cultural-events', { method: 'PUT', json: cultural, token })).status).toBe(200)
    expect(itemsOf(await read('cultural-events'), 'events').map((e) => [e.title, e.subtitle])).toEqual([
      ['Heritage showcase', ''],
      ['Music and performance', ''],
      ['Madhubani painting workshop', 'Confirmed'],
    ])
    // Emptied, a list stays a list (the page shows none).
    events.items = []
    expect((await ctx.request('/pages/cultural-events', { method: 'PUT', json: cultural, token })).status).toBe(200)
    expect(itemsOf(await read('cultural-events'), 'events')).toEqual([])
    // A picture must be of this site.
    sites.items[0]!.image = 'https://example.org/museum.jpg'
    const offsite = await ctx.request('/pages/tours', { method: 'PUT', json: tours, token })
    expect(offsite.status).toBe(400)
    expect(JSON.stringify(await offsite.json())).toContain('An image must be a path of this site')
  })

  it('search finds an edited page’s texts at its paths, and no longer the texts it dropped', async () => {
    const token = await ctx.login()
    // Today's places again (the test before removed one), then one removed and one added.
    expect((await ctx.request('/pages/tours', { method: 'PUT', json: defaults('tours'), token })).status).toBe(200)
    expect(await search('Pawapuri Jal Mandir')).toContain('/programs/tours')
    const tours = defaults('tours')
    const sites = tours.blocks.find((b) => b.name === 'sites')!
    sites.items = [
      { title: 'Patna Museum', summary: 'Patna', markdown: 'Home of the Didarganj Yakshi.' },
      ...sites.items!.filter((s) => s.title !== 'Pawapuri'),
    ]
    expect((await ctx.request('/pages/tours', { method: 'PUT', json: tours, token })).status).toBe(200)
    expect(await search('Didarganj Yakshi')).toContain('/programs/tours')
    expect(await search('Pawapuri Jal Mandir')).not.toContain('/programs/tours')

    // The sponsorship page is shown at two paths; what it does not own (the tiers' facilities) stays found.
    const sponsorship = defaults('sponsorship')
    sponsorship.blocks.find((b) => b.name === 'other-items')!.markdown = '- Delegate kit\n- Hackathon prizes'
    expect((await ctx.request('/pages/sponsorship', { method: 'PUT', json: sponsorship, token })).status).toBe(200)
    const found = await search('hackathon prizes')
    expect(found).toEqual(expect.arrayContaining(['/sponsors', '/sponsors/become-a-sponsor']))
    expect(await search('Conference breakfast')).not.toContain('/sponsors')
    expect(await search('Full-page A4 advertisement abstract book')).toContain('/sponsors/become-a-sponsor')
  })

  it('keeps an uploaded picture of a tour, and refuses a picture without what it shows', async () => {
    const token = await ctx.login()
    const send = (json: unknown) => ctx.request('/pages/tours', { method: 'PUT', json, token })
    const page = defaults('tours')
    const site = page.blocks.find((b) => b.name === 'sites')!.items![0]!
    site.image = '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp'
    site.imageAlt = 'The Mahabodhi Temple at dusk'
    expect((await send(page)).status).toBe(200)
    expect(itemsOf(await read('tours'), 'sites')[0]).toMatchObject({
      image: '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp',
      imageAlt: 'The Mahabodhi Temple at dusk',
    })
    delete site.imageAlt
    const refused = await send(page)
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('Say what the picture shows')
    site.imageAlt = 'Somewhere'
    site.image = 'https://elsewhere.example/p.png'
    expect((await send(page)).status).toBe(400)
  })
})
