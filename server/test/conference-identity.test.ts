import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/app'
import { loadRenderModule } from '../src/pages/renderer'
import { useTestApp } from './context'
import { jsonLdOf, renderedTextOf as textOf } from './page-text'
import { clientRenderBundle } from './render-bundle'

// The edition is data (issue 32 item 1): the conference's names and days are the event settings' `conference`,
// and a change through PATCH /api/settings shows in the server-rendered pages (their HTML, titles and JSON-LD)
// and in the calendar feed. The client's real render bundle (vite build --ssr, once per run: test/render-bundle.ts)
// renders them, so what is checked is what a visitor gets, not a stand-in.

const TEMPLATE = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>'
const ORIGIN = 'https://icnari.example.org'

const NEXT = {
  name: 'International Conference on Quantum Adaptive Systems',
  shortName: 'ICQAS 2031',
  acronym: 'icqas2031',
  year: 2031,
  startDate: '2031-01-30',
  endDate: '2031-02-01',
  mode: 'online',
  venue: 'IIT Patna',
  tagline: 'Adaptive systems, from the lab to the grid.',
}

const ctx = useTestApp({ publicUrl: ORIGIN })
let dist = ''
let app: ReturnType<typeof createApp>['app']

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'conference-identity-'))
  mkdirSync(join(dist, 'client'))
  writeFileSync(join(dist, 'client', 'index.html'), TEMPLATE)
  const renderModule = await loadRenderModule(await clientRenderBundle())
  if (!renderModule) throw new Error('the render bundle was not built')
  ;({ app } = createApp({
    database: ctx.db.handle,
    responseCache: ctx.cache,
    clientDist: join(dist, 'client'),
    renderModule,
    publicUrl: ORIGIN,
  }))
}, 180_000)
afterAll(() => rmSync(dist, { recursive: true, force: true }))

async function page(path: string): Promise<string> {
  const res = await app.request(path)
  expect(res.status, path).toBe(200)
  return res.text()
}

const titleOf = (html: string) => /<title data-ssr>([^<]*)<\/title>/.exec(html)?.[1]
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]
const eventOf = (html: string) => jsonLdOf(html).find((o) => o['@type'] === 'Event')

describe('the conference of the event settings names the site', () => {
  it('today: the seeded edition in the home HTML, its titles, its JSON-LD and the calendar', async () => {
    const home = await page('/')
    expect(titleOf(home)).toBe('Home | ICNARI 2026')
    const text = textOf(home)
    expect(text).toContain(
      'International Conference on Next-Generation Adaptive Research and Innovations (ICNARI 2026)',
    )
    expect(text).toContain('6–8 March 2026')
    expect(metaOf(home, 'og:site_name')).toBe('ICNARI 2026')
    expect(eventOf(home)).toMatchObject({
      name: 'International Conference on Next-Generation Adaptive Research and Innovations 2026',
      alternateName: 'ICNARI 2026',
      startDate: '2026-03-06T09:00:00+05:30',
      endDate: '2026-03-08T18:00:00+05:30',
    })
    expect(titleOf(await page('/about'))).toBe('About | ICNARI 2026')
    expect(await (await ctx.request('/calendar.ics')).text()).toContain('X-WR-CALNAME:ICNARI 2026 important dates')
  })

  it('a change of name and days through PATCH /api/settings renames every page, title, JSON-LD and the calendar', async () => {
    const token = await ctx.login()
    const res = await ctx.request('/settings', { method: 'PATCH', token, json: { conference: NEXT } })
    expect(res.status).toBe(200)

    // The rendered pages read the settings: the save dropped them, and the next visit renders them anew.
    const home = await page('/')
    expect(titleOf(home)).toBe('Home | ICQAS 2031')
    const text = textOf(home)
    expect(text).toContain('International Conference on Quantum Adaptive Systems (ICQAS 2031)')
    expect(text).toContain('30 January – 1 February 2031')
    expect(text).toContain('Adaptive systems, from the lab to the grid.')
    expect(text).toContain('© 2031 ICNARI')
    expect(text).not.toContain('ICNARI 2026')
    expect(text).not.toContain('Next-Generation Adaptive')
    expect(metaOf(home, 'og:site_name')).toBe('ICQAS 2031')
    expect(home).toMatch(
      /<meta data-ssr name="description" content="International Conference on Quantum Adaptive Systems 2031, hosted by the [^"]* online on 30 January – 1 February 2031\." \/>/,
    )
    expect(eventOf(home)).toMatchObject({
      name: 'International Conference on Quantum Adaptive Systems 2031',
      alternateName: 'ICQAS 2031',
      startDate: '2031-01-30T09:00:00+05:30',
      endDate: '2031-02-01T18:00:00+05:30',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    })

    // Every title ends with the new short name; static texts that name the conference or its days follow.
    expect(titleOf(await page('/about'))).toBe('About | ICQAS 2031')
    const registrations = await page('/authors/registrations')
    expect(titleOf(registrations)).toBe('Registrations | ICQAS 2031')
    expect(textOf(registrations)).toContain('Tea and lunch on 30 January – 1 February 2031')
    expect(textOf(registrations)).toContain('Gala dinner on 31 January 2031')
    const about = textOf(await page('/about/about-the-conference'))
    expect(about).toContain('International Conference on Quantum Adaptive Systems 2031 (ICQAS 2031)')
    expect(about).toContain('ICQAS 2031, the International Conference on Quantum Adaptive Systems, is hosted')
    expect(about).not.toContain('ICNARI 2026')
    expect(textOf(await page('/programs/speakers'))).toContain('Meet the keynote and invited speakers of ICQAS 2031.')

    // The calendar and the news feed name it too.
    const calendar = await (await ctx.request('/calendar.ics')).text()
    expect(calendar).toContain('X-WR-CALNAME:ICQAS 2031 important dates')
    expect(calendar).toContain('SUMMARY:ICQAS 2031: Paper submission deadline')
    expect(calendar).not.toContain('ICNARI 2026')
    expect(await (await ctx.request('/feed.atom')).text()).toContain('<title type="text">ICQAS 2031 updates</title>')
  })

  it("a change of organiser through PATCH /api/settings moves the footer, the maps and the home page's JSON-LD", async () => {
    const token = await ctx.login()
    const organiser = {
      department: 'School of Computing',
      institute: 'IIT Example',
      instituteFullName: 'Indian Institute of Technology Example',
      address: {
        lines: ['Main Campus Road'],
        city: 'Chennai',
        state: 'Tamil Nadu',
        postalCode: '600036',
        country: 'India',
      },
      map: { latitude: 12.9916, longitude: 80.2336 },
    }
    const res = await ctx.request('/settings', { method: 'PATCH', token, json: { organiser } })
    expect(res.status).toBe(200)
    const home = await page('/')
    const text = textOf(home)
    expect(text).toContain('— School of Computing, IIT Example')
    expect(text).toContain('School of Computing, IIT Example, Main Campus Road, Chennai, Tamil Nadu 600036, India')
    expect(text).toMatch(/© 2031 ICNARI\s*,\s*IIT Example\s*\. All rights reserved\./)
    expect(home).toMatch(
      /<meta data-ssr name="description" content="[^"]*hosted by the School of Computing, IIT Example /,
    )
    expect(eventOf(home)).toMatchObject({ organizer: { name: 'Indian Institute of Technology Example' } })
    const contact = await page('/contact')
    expect(contact).toContain('marker=12.9916%2C80.2336')
    expect(textOf(contact)).toContain('Main Campus Road')
  })
})
