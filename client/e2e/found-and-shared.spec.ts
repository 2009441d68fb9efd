import { expect, test } from '@playwright/test'
import { apiLogin } from './helpers'

// What search engines and link-preview bots read from the real server-rendered pages (issue 18 items 3-5).

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1]

test.describe('found and shared', () => {
  test('the home page describes the conference as a schema.org Event Google accepts', async ({ request }) => {
    const token = await apiLogin(request)
    const speaker = {
      name: `Structured Speaker ${Date.now()}`,
      specialization: ['Smart grids'],
      description: 'Keynote',
    }
    expect((await request.post('/api/speaker/create', { headers: { token }, data: speaker })).status()).toBe(201)
    const html = await (await request.get('/')).text()
    const event = jsonLdOf(html).find((o) => o['@type'] === 'Event')
    expect(event).toBeDefined()
    expect(event['@context']).toBe('https://schema.org')
    expect(event.name).toContain('Next-Generation Adaptive Research and Innovations')
    expect(event.startDate).toMatch(/^2026-03-06T\d\d:\d\d:\d\d\+05:30$/)
    expect(event.endDate).toMatch(/^2026-03-08T\d\d:\d\d:\d\d\+05:30$/)
    expect(event.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode')
    expect(event.eventStatus).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Rescheduled)$/)
    const place = event.location.find((l: { '@type': string }) => l['@type'] === 'Place')
    expect(place.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Patna', addressCountry: 'IN' })
    expect(event.location.some((l: { '@type': string }) => l['@type'] === 'VirtualLocation')).toBe(true)
    expect(event.organizer).toMatchObject({ '@type': 'Organization', name: 'National Institute of Technology Patna' })
    const currencies = new Set(event.offers.map((o: { priceCurrency: string }) => o.priceCurrency))
    expect([...currencies].sort()).toEqual(['INR', 'USD'])
    for (const offer of event.offers) expect(offer.price).toBeGreaterThan(0)
    expect(event.performer.map((p: { name: string }) => p.name)).toContain(speaker.name)
    expect(event.image[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/og-image\.png\?path=%2F$/)
    expect(event.description.length).toBeGreaterThan(20)
    expect(jsonLdOf(html).some((o) => o['@type'] === 'BreadcrumbList')).toBe(true)

    // The speakers page describes each speaker as a Person, linked to the page filtered to them.
    const speakersHtml = await (await request.get('/programs/speakers')).text()
    const people = jsonLdOf(speakersHtml)
      .flatMap((o) => (Array.isArray(o['@graph']) ? o['@graph'] : [o]))
      .flatMap((o) => (o['@type'] === 'ItemList' ? o.itemListElement.map((i: { item: unknown }) => i.item) : [o]))
      .filter((o) => o?.['@type'] === 'Person')
    const person = people.find((p: { name: string }) => p.name === speaker.name)
    expect(person, JSON.stringify(people).slice(0, 300)).toBeDefined()
    expect(new URL(person.url).pathname + new URL(person.url).search).toBe(
      `/programs/speakers?q=${encodeURIComponent(speaker.name)}`,
    )
  })

  test('every sitemap page answers 200 with its own title, canonical URL, preview card and breadcrumbs', async ({
    request,
  }) => {
    test.setTimeout(60_000)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/^Disallow: \/admin$/m)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    for (const path of ['/', '/authors/call-for-papers/3', '/programs/technical-session/renewable-energy'])
      expect(urls.map((u) => new URL(u).pathname)).toContain(path)
    expect(urls.some((u) => /\/(admin|login)\b/.test(u))).toBe(false)
    const titles = new Set<string>()
    for (const url of urls) {
      const res = await request.get(new URL(url).pathname)
      expect(res.status(), url).toBe(200)
      const html = await res.text()
      expect(html, url).toContain(`<link rel="canonical" href="${url}" />`)
      const title = /<title data-ssr>([^<]+)<\/title>/.exec(html)?.[1]
      expect(title, url).toMatch(/ \| ICNARI 2026$/)
      titles.add(title!)
      expect(metaOf(html, 'og:title'), url).toBe(title)
      expect(metaOf(html, 'og:description')?.length, url).toBeGreaterThan(10)
      expect(metaOf(html, 'og:url'), url).toBe(url)
      expect(metaOf(html, 'twitter:card'), url).toBe('summary_large_image')
      expect(metaOf(html, 'og:image'), url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/og-image\.png\?path=/)
      expect(
        jsonLdOf(html).some((o) => o['@type'] === 'BreadcrumbList'),
        url,
      ).toBe(true)
      // The news feed is offered from every page's head, where feed readers look for it.
      expect(html, url).toMatch(/<link rel="alternate" type="application\/atom\+xml"[^>]* href="\/api\/feed\.atom"/)
    }
    // Each page its own card: no two pages share a title.
    expect(titles.size).toBe(urls.length)
    const card = await request.get(metaOf(await (await request.get('/programs/tours')).text(), 'og:image')!)
    expect(card.status()).toBe(200)
    expect(card.headers()['content-type']).toBe('image/png')
    // The card a chat app shows: 1200×630, as the PNG's own header says (IHDR width and height).
    const png = await card.body()
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })
})
