import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProgrammeSnapshot, PublishedRoom, PublishedSession } from '../../common/programme'
import { createApp } from '../src/app'
import { programmeVersions } from '../src/db/schema'
import { loadRenderModule } from '../src/pages/renderer'
import { useTestApp } from './context'
import { jsonLdOf, renderedTextOf as textOf } from './page-text'
import { clientRenderBundle } from './render-bundle'

// The programme's pages (issue 33 item 5), rendered on the server by the client's real render bundle (vite build
// --ssr, once per run: test/render-bundle.ts): the raw HTML of /programme and of a session's page holds the
// sessions with no JavaScript run, an unknown session is a 404, the sitemap lists the pages, and the site search
// finds a published session (and never the draft). A version is written straight into programme_versions, as the
// publish route stores it.

const TEMPLATE = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>'
const ORIGIN = 'https://icnari.example.org'

const HALL: PublishedRoom = {
  _id: '5b0c2a4e-8b7d-4c2a-9e1f-0a1b2c3d4e51',
  name: 'Seminar Hall 1',
  capacity: 120,
  onlineUrl: 'https://meet.example.org/hall-1',
  position: 1,
}

const base = {
  description: '',
  track: null,
  chairs: [] as string[],
  speakers: [],
  people: [],
  papers: [],
  onlineUrl: null,
  status: 'scheduled',
  sequence: 0,
  lastModified: '2031-01-10T10:00:00.000Z',
} satisfies Partial<PublishedSession>

/** Dates come from the seeded conference's days: the test names no edition. */
function sessionsOn(day: string): PublishedSession[] {
  return [
    {
      ...base,
      _id: '7e1d3c2b-1111-4c2a-9e1f-0a1b2c3d4e5f',
      number: 101,
      kind: 'paper-session',
      title: 'Grid-forming inverters in weak networks',
      slug: 'grid-forming-inverters',
      description: 'Control of inverter-based resources.\n\nA second paragraph about islanding.',
      start: `${day}T10:00:00+05:30`,
      end: `${day}T11:30:00+05:30`,
      roomId: HALL._id,
      track: 'Power systems',
      chairs: ['Prof. Lakshmi Venkataraman'],
      speakers: [{ _id: '9a9a9a9a-1111-4c2a-9e1f-0a1b2c3d4e5f', name: 'Dr. Meera Krishnan', imageUrl: '' }],
      people: [{ name: 'Arvind Quillon', role: 'Moderator' }],
      papers: [
        {
          _id: '8b8b8b8b-1111-4c2a-9e1f-0a1b2c3d4e5f',
          heading: 'Virtual synchronous machines revisited',
          authors: ['P. Raghunathan', 'V. Sethi'],
        },
      ],
      onlineUrl: HALL.onlineUrl,
    },
    {
      ...base,
      _id: '7e1d3c2b-2222-4c2a-9e1f-0a1b2c3d4e5f',
      number: 102,
      kind: 'panel',
      title: 'Storage policy panel',
      slug: 'storage-policy-panel',
      start: `${day}T12:00:00+05:30`,
      end: `${day}T13:00:00+05:30`,
      roomId: null,
      status: 'cancelled',
    },
    {
      ...base,
      _id: '7e1d3c2b-3333-4c2a-9e1f-0a1b2c3d4e5f',
      number: 103,
      kind: 'talk',
      title: 'Hydrogen valleys',
      slug: 'hydrogen-valleys',
      start: null,
      end: null,
      roomId: null,
    },
  ]
}

const ctx = useTestApp({ publicUrl: ORIGIN })
let dist = ''
let app: ReturnType<typeof createApp>['app']
let firstDay = ''

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'programme-pages-'))
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
  const settings = await (await ctx.request('/settings')).json()
  firstDay = settings.settings.conference.startDate
}, 180_000)
afterAll(() => rmSync(dist, { recursive: true, force: true }))

/** Publishes `snapshot` as the next version, as POST /programme/publish stores it, and tells every reader. */
async function publish(snapshot: ProgrammeSnapshot) {
  const db = ctx.db.handle.db
  const [{ next }] = (await db
    .select({ next: sql<number>`coalesce(max(${programmeVersions.number}), 0) + 1` })
    .from(programmeVersions)) as [{ next: number }]
  await db.insert(programmeVersions).values({ number: Number(next), note: 'Test', changes: [], snapshot })
  await ctx.cache.invalidate('programme')
}

async function html(path: string, status = 200): Promise<string> {
  const res = await app.request(path)
  expect(res.status, path).toBe(status)
  return res.text()
}

describe('the programme pages, rendered on the server', () => {
  it('before any session has a time: the timetable is to come, with the important dates and the sessions known', async () => {
    await publish({ rooms: [HALL], sessions: sessionsOn(firstDay).filter((s) => s.start === null) })
    const text = textOf(await html('/programme'))
    expect(text).toContain('The timetable will be published here')
    expect(text).toContain('Important Dates')
    expect(text).toContain('To be scheduled')
    expect(text).toContain('Hydrogen valleys')
  })

  it('/programme holds every session of the day in its HTML: time in IST, room, kind, people, cancelled ones marked', async () => {
    await publish({ rooms: [HALL], sessions: sessionsOn(firstDay) })
    const page = await html('/programme')
    const text = textOf(page)
    expect(text).toContain('Grid-forming inverters in weak networks')
    expect(text).toContain('10:00–11:30 IST')
    expect(text).toContain('Seminar Hall 1')
    expect(text).toContain('Paper session · Power systems')
    expect(text).toContain('Dr. Meera Krishnan')
    expect(text).toContain('Prof. Lakshmi Venkataraman')
    expect(text).toContain('Moderator: Arvind Quillon')
    expect(text).toContain('Storage policy panel')
    expect(text).toContain('Cancelled')
    expect(text).toContain('To be scheduled')
    expect(page).toContain('href="/programme/grid-forming-inverters"')
    // The exports and the subscription are linked; the visitor's own time is left to the browser.
    expect(page).toContain('href="/api/programme/schedule.xml"')
    expect(page).toContain('href="/api/programme/schedule.json"')
    expect(page).toContain('href="/api/programme/calendar.ics"')
    expect(text).not.toContain('Your time')
  })

  it('keeps the filters of the URL in the server render', async () => {
    const text = textOf(await html('/programme?kind=panel'))
    expect(text).toContain('Storage policy panel')
    expect(text).not.toContain('Grid-forming inverters in weak networks')
  })

  it('a session page holds the session, its papers, people and calendar links, and its JSON-LD Event', async () => {
    const page = await html('/programme/grid-forming-inverters')
    expect(page).toMatch(/<title data-ssr>Grid-forming inverters in weak networks \| [^<]+<\/title>/)
    expect(page).toContain('<meta data-ssr name="description" content="Control of inverter-based resources." />')
    const text = textOf(page)
    expect(text).toContain('Grid-forming inverters in weak networks')
    expect(text).toContain('Virtual synchronous machines revisited')
    expect(text).toContain('P. Raghunathan, V. Sethi')
    expect(text).toContain('A second paragraph about islanding.')
    expect(text).toContain('10:00–11:30 IST')
    expect(page).toContain('href="/programs/speakers?q=Dr.%20Meera%20Krishnan"')
    expect(page).toContain('href="/api/programme/calendar.ics?sessions=7e1d3c2b-1111-4c2a-9e1f-0a1b2c3d4e5f"')
    expect(page).toContain('https://calendar.google.com/calendar/render?')
    expect(page).toContain(`href="${HALL.onlineUrl}"`)
    const event = jsonLdOf(page).find((o) => o['@type'] === 'Event')
    expect(event).toMatchObject({
      name: 'Grid-forming inverters in weak networks',
      startDate: `${firstDay}T10:00:00+05:30`,
      endDate: `${firstDay}T11:30:00+05:30`,
      eventStatus: 'https://schema.org/EventScheduled',
      url: `${ORIGIN}/programme/grid-forming-inverters`,
      superEvent: { '@type': 'Event' },
    })
    const locations = ([] as { '@type': string; name?: string; url?: string }[]).concat(
      event!.location as { '@type': string },
    )
    expect(locations.find((l) => l['@type'] === 'Place')?.name).toContain('Seminar Hall 1')
    expect(locations.find((l) => l['@type'] === 'VirtualLocation')?.url).toBe(HALL.onlineUrl)
  })

  it('an unknown session is the 404 page, with status 404', async () => {
    const page = await html('/programme/no-such-session', 404)
    expect(textOf(page)).toContain('Page not found')
  })

  it('/programme/changes lists the versions, newest first', async () => {
    const text = textOf(await html('/programme/changes'))
    expect(text).toContain('Programme changes')
    expect(text.indexOf('Version 3')).toBeGreaterThan(-1)
    expect(text.indexOf('Version 3')).toBeLessThan(text.indexOf('Version 2'))
  })

  it('the sitemap lists /programme, its changes and every published session page', async () => {
    const sitemap = await (await app.request('/sitemap.xml')).text()
    for (const path of ['/programme', '/programme/changes', ...sessionsOn(firstDay).map((s) => `/programme/${s.slug}`)])
      expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`)
  })
})

describe('the site search', () => {
  const search = async (q: string) =>
    (await (await ctx.request(`/search?q=${encodeURIComponent(q)}`)).json()) as {
      results: { kind: string; title: string; url: string }[]
    }

  it('finds a published session by its title, description and people, linking to its page', async () => {
    for (const q of ['grid-forming inverters', 'islanding', 'Quillon', 'Venkataraman']) {
      const { results } = await search(q)
      expect(results, q).toContainEqual(
        expect.objectContaining({
          kind: 'session',
          title: 'Grid-forming inverters in weak networks',
          url: '/programme/grid-forming-inverters',
        }),
      )
    }
  })

  it('finds only what is published: a session of the draft alone is not found', async () => {
    const token = await ctx.login()
    await ctx.request('/programme/sessions', {
      method: 'POST',
      token,
      json: { kind: 'talk', title: 'Zeppelin logistics draft', start: null, end: null, roomId: null },
    })
    expect((await search('zeppelin')).results.filter((r) => r.kind === 'session')).toEqual([])
  })
})

describe('after a publication', () => {
  // Last: a publication through the API publishes the draft, which replaces the versions written above.
  it('a publication through the API shows on the next render of /programme (its rendered copy is dropped)', async () => {
    expect(textOf(await html('/programme'))).not.toContain('Tidal energy roundtable')
    const token = await ctx.login()
    const added = await ctx.request('/programme/sessions', {
      method: 'POST',
      token,
      json: {
        kind: 'panel',
        title: 'Tidal energy roundtable',
        start: `${firstDay}T15:00:00+05:30`,
        end: `${firstDay}T16:00:00+05:30`,
        roomId: null,
      },
    })
    expect(added.status).toBe(201)
    // The draft is private: the page is unchanged until it is published.
    expect(textOf(await html('/programme'))).not.toContain('Tidal energy roundtable')
    expect((await ctx.request('/programme/publish', { method: 'POST', token, json: {} })).status).toBe(201)
    const page = await html('/programme')
    expect(textOf(page)).toContain('Tidal energy roundtable')
    // The seeded workshops are sessions too: their page is their technical session's, so the programme links there
    // and the sitemap lists that page alone.
    expect(page).toContain('href="/programs/technical-session/photovoltaic-cell"')
    const sitemap = await (await app.request('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${ORIGIN}/programs/technical-session/photovoltaic-cell</loc>`)
    expect(sitemap).not.toContain(`<loc>${ORIGIN}/programme/photovoltaic-cell</loc>`)
    expect(sitemap).toContain(`<loc>${ORIGIN}/programme/tidal-energy-roundtable</loc>`)
    const { results } = await (await ctx.request('/search?q=photovoltaic')).json()
    expect(results).toContainEqual(
      expect.objectContaining({ kind: 'session', url: '/programs/technical-session/photovoltaic-cell' }),
    )
  })
})
