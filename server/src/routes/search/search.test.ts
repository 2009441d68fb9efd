import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestVia, type TestContext } from '../../../test/context'
import { createTestDatabase, openMigratedPGlite } from '../../../test/database'
import { createApp } from '../../app'
import { ResponseCache } from '../../cache/response-cache'
import { type DatabaseHandle, rowsOf } from '../../db/client'
import { committeeMembers, papers, recentUpdates, speakers } from '../../db/schema'

// Search relevance and hostile input on both engines the site runs on: the full-text functions, the generated
// columns and the query must behave alike on Postgres and on embedded PGlite.

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL)
if (!POSTGRES)
  console.warn(
    '\n######## SEARCH: TEST_DATABASE_URL unset, so the search tests run on PGlite only (not on Postgres).\n',
  )

interface Result {
  kind: string
  title: string
  url: string
  snippet: string
  highlights: [number, number][]
}

async function seed(db: DatabaseHandle['db']) {
  const [renewable, sharma, content] = await db
    .insert(papers)
    .values([
      {
        heading: 'Renewable microgrids for rural Bihar',
        authors: ['Priya Raghunathan', 'Vikram Sethi'],
        content: 'A study of solar and battery microgrids serving villages, with demand forecasting.',
      },
      {
        heading: 'Fast-charging converters for electric vehicles',
        authors: ['Anita Sharma', 'R. Gupta'],
        content: 'A wide-bandgap converter design for <b>charging</b> stations & depots.',
      },
      {
        heading: 'Grid stability with inverter-based resources',
        authors: ['K. Iyer'],
        content: 'Inverter control keeps renewable generation stable on weak grids.',
      },
    ])
    .returning()
  const [speaker] = await db
    .insert(speakers)
    .values({
      name: 'Dr. Meera Krishnan',
      specialization: ['Photovoltaics', 'Materials science'],
      description: 'Works on perovskite tandem cells and their long-term stability outdoors.',
    })
    .returning()
  const [member] = await db
    .insert(committeeMembers)
    .values({
      kind: 'technical',
      name: 'Prof. Tomasz Wieczorek',
      specialization: ['Power systems'],
      college: 'Warsaw University of Technology',
      committee: 'Technical Programme Committee',
      description: 'Reviews papers on power system protection.',
    })
    .returning()
  const [update] = await db
    .insert(recentUpdates)
    .values({
      title: 'Keynote timetable published',
      description: 'The keynote talks are now listed with their rooms.',
      eventDate: new Date('2026-02-01T10:00:00Z'),
    })
    .returning()
  return {
    renewable: renewable!,
    sharma: sharma!,
    content: content!,
    speaker: speaker!,
    member: member!,
    update: update!,
  }
}

type Seeded = Awaited<ReturnType<typeof seed>>

function searchTests(engine: 'PGlite' | 'Postgres') {
  describe(`GET /api/search on ${engine}`, () => {
    const ctx = {} as {
      request: TestContext['request']
      handle: DatabaseHandle
      cache: ResponseCache
      seeded: Seeded
    }
    let close: () => Promise<void> = async () => {}
    beforeAll(async () => {
      if (engine === 'PGlite') {
        ctx.handle = await openMigratedPGlite()
        close = () => ctx.handle.close()
      } else {
        const db = await createTestDatabase()
        ctx.handle = db.handle
        close = db.dispose
      }
      ctx.cache = new ResponseCache(ctx.handle)
      await ctx.cache.start()
      ctx.request = requestVia(createApp({ database: ctx.handle, logErrors: true, responseCache: ctx.cache }).app)
      ctx.seeded = await seed(ctx.handle.db)
    }, 120_000)
    afterAll(async () => {
      await ctx.cache.stop()
      await close()
    })

    async function search(q: string, extra = '') {
      const res = await ctx.request(`/search?q=${encodeURIComponent(q)}${extra}`)
      expect(res.status, `GET /search?q=${q}`).toBe(200)
      const body = (await res.json()) as { results: Result[]; total: number }
      for (const r of body.results) {
        // Plain text: no marker left, every highlight inside the snippet.
        expect(r.snippet).not.toMatch(/[\uE000\uE001]/)
        for (const [start, end] of r.highlights) {
          expect(start).toBeLessThan(end)
          expect(end).toBeLessThanOrEqual(r.snippet.length)
        }
      }
      return body
    }
    const marked = (r: Result) => r.highlights.map(([s, e]) => r.snippet.slice(s, e))

    it("finds a paper by an author's name, leading to its anchor on /allpapers, with the name highlighted", async () => {
      const res = await ctx.request('/search?q=Sharma')
      expect(res.headers.get('cache-control')).toBe('public, max-age=60')
      const { results, total } = await search('Sharma')
      expect(total).toBe(1)
      expect(results).toEqual([
        expect.objectContaining({
          kind: 'paper',
          title: 'Fast-charging converters for electric vehicles',
          url: `/allpapers#paper-${ctx.seeded.sharma.id}`,
        }),
      ])
      expect(marked(results[0]!)).toEqual(['Sharma'])
      // The snippet is one line of text: the authors, then the content; markup-like text is left out.
      const { snippet } = (await search('bandgap converter')).results[0]!
      expect(snippet).toContain('Anita Sharma, R. Gupta — A wide-bandgap converter design for charging stations')
      expect(snippet).not.toMatch(/[<>\n]/)
    })

    it('matches the word being typed as a prefix, stemmed or as written', async () => {
      for (const q of ['rene', 'renewa', 'renewabl', 'Renewable micro']) {
        const { results } = await search(q)
        expect(
          results.map((r) => r.url),
          q,
        ).toContain(`/allpapers#paper-${ctx.seeded.renewable.id}`)
      }
      // An author's name as you type it, letter by letter from the second.
      for (const q of ['Ra', 'Ragh', 'Raghuna', 'Priya Raghunathan']) {
        expect(
          (await search(q)).results.map((r) => r.url),
          q,
        ).toContain(`/allpapers#paper-${ctx.seeded.renewable.id}`)
      }
      // A complete word is stemmed: "renewables" finds "renewable".
      expect((await search('renewables ')).results.map((r) => r.url)).toContain(
        `/allpapers#paper-${ctx.seeded.renewable.id}`,
      )
    })

    it('ranks a match in the title above one in the body', async () => {
      const { results } = await search('renewable', '&limit=50')
      const papersFound = results.filter((r) => r.kind === 'paper').map((r) => r.url)
      expect(papersFound.indexOf(`/allpapers#paper-${ctx.seeded.renewable.id}`)).toBeLessThan(
        papersFound.indexOf(`/allpapers#paper-${ctx.seeded.content.id}`),
      )
    })

    it('finds a speaker by a word of the description, leading to the speakers page filtered by name', async () => {
      const { results } = await search('perovskite tandem')
      const speaker = results.find((r) => r.kind === 'speaker')!
      expect(speaker).toMatchObject({
        title: 'Dr. Meera Krishnan',
        url: '/programs/speakers?q=Dr.%20Meera%20Krishnan',
      })
      expect(marked(speaker)).toEqual(['perovskite tandem'])
    })

    it("finds a committee member by college, leading to the member's committee page", async () => {
      const { results } = await search('Warsaw')
      expect(results).toEqual([
        expect.objectContaining({
          kind: 'member',
          title: 'Prof. Tomasz Wieczorek',
          url: '/about/technical-programme-committee',
        }),
      ])
    })

    it('finds a recent update, leading to its anchor on /allupdates', async () => {
      const { results } = await search('keynote timetable')
      expect(results[0]).toMatchObject({
        kind: 'update',
        title: 'Keynote timetable published',
        url: `/allupdates#update-${ctx.seeded.update.id}`,
      })
    })

    it("finds a static page by a word of its text, leading to the page's route", async () => {
      const { results } = await search('Gandhi Ghat')
      expect(results[0]).toMatchObject({ kind: 'page', title: 'About NIT Patna', url: '/about/about-nit-patna' })
      expect(marked(results[0]!).join(' ')).toMatch(/Gandhi Ghat/)
      // Its title counts too.
      expect((await search('accommodation')).results.map((r) => r.url)).toContain('/about/accomodations')
    })

    it("finds static pages by the conference's name: the event settings' conference, as it changes", async () => {
      const { results } = await search('ICNARI', '&limit=50')
      expect(results.map((r) => r.url)).toContain('/authors/guidelines-to-authors')
      expect(results.find((r) => r.url === '/authors/guidelines-to-authors')!.snippet).toContain('ICNARI 2026')
      expect((await search('Quokkacon')).total).toBe(0)
      const [row] = rowsOf<{ data: { conference: Record<string, unknown> } }>(
        await ctx.handle.db.execute(sql`select data from event_settings where id = 1`),
      )
      const renamed = { ...row!.data, conference: { ...row!.data.conference, shortName: 'Quokkacon 2031' } }
      try {
        await ctx.handle.db.execute(
          sql`update event_settings set data = ${JSON.stringify(renamed)}::jsonb where id = 1`,
        )
        // What a settings save through the API does.
        await ctx.cache.invalidate('settings')
        const named = await search('Quokkacon', '&limit=50')
        expect(named.results.map((r) => r.url)).toContain('/authors/guidelines-to-authors')
        expect(named.results.every((r) => !r.snippet.includes('{shortName}'))).toBe(true)
        expect(marked(named.results[0]!)).toContain('Quokkacon')
      } finally {
        await ctx.handle.db.execute(
          sql`update event_settings set data = ${JSON.stringify(row!.data)}::jsonb where id = 1`,
        )
        await ctx.cache.invalidate('settings')
      }
      expect((await search('Quokkacon')).total).toBe(0)
    })

    it("names the settings' organiser where the build's texts name 2026's host (the home page's description)", async () => {
      expect((await search('Quokkology')).total).toBe(0)
      const [row] = rowsOf<{ data: Record<string, unknown> }>(
        await ctx.handle.db.execute(sql`select data from event_settings where id = 1`),
      )
      const hosted = { ...row!.data, organiser: { department: 'School of Quokkology', institute: 'IIT Example' } }
      try {
        await ctx.handle.db.execute(sql`update event_settings set data = ${JSON.stringify(hosted)}::jsonb where id = 1`)
        await ctx.cache.invalidate('settings')
        const found = await search('Quokkology', '&limit=50')
        const home = found.results.find((r) => r.url === '/')
        expect(home?.snippet).toContain('School of Quokkology, IIT Example')
        expect(home?.snippet).not.toContain('Department of Electrical Engineering')
      } finally {
        await ctx.handle.db.execute(
          sql`update event_settings set data = ${JSON.stringify(row!.data)}::jsonb where id = 1`,
        )
        await ctx.cache.invalidate('settings')
      }
      expect((await search('Quokkology')).total).toBe(0)
    })

    it('gives at most `limit` results (default 20) and counts every match in total', async () => {
      const all = await search('and')
      expect(all.results.length).toBeLessThanOrEqual(20)
      const many = await search('paper')
      expect(many.total).toBeGreaterThan(3)
      const one = await search('paper', '&limit=1')
      expect(one.results).toHaveLength(1)
      expect(one.total).toBe(many.total)
      expect((await search('paper', '&limit=50')).results.length).toBe(Math.min(50, many.total))
    })

    it.each([
      ['missing', '/search', /Search text is required/],
      ['empty', '/search?q=', /Search text is required/],
      ['blank', '/search?q=%20%20%20', /Search text is required/],
      ['2,000 characters', `/search?q=${'renewable '.repeat(200)}`, /too long: at most 200 characters/],
      ['limit 0', '/search?q=grid&limit=0', /limit must be a whole number from 1 to 50/],
      ['limit 51', '/search?q=grid&limit=51', /limit must be a whole number from 1 to 50/],
      ['limit abc', '/search?q=grid&limit=abc', /limit must be a whole number from 1 to 50/],
    ])('refuses %s input with 400 and a message saying what to do', async (_name, path, message) => {
      const res = await ctx.request(path)
      expect(res.status).toBe(400)
      expect((await res.json()).message).toMatch(message)
    })

    it.each([
      ['operators only', '& | ! ( ) : * <->'],
      ['quotes only', '"""'],
      ['stop words only', 'the and of '],
      ['one letter', 'a'],
      ['markup', '<script>alert(1)</script>'],
    ])('answers 200 with no results for %s', async (_name, q) => {
      expect(await search(q)).toEqual({ results: [], total: 0 })
    })

    it.each([
      ['an unclosed quote', '"renewable micro'],
      ['tsquery syntax', "renew:* & !grid | 'x'"],
      ['SQL-ish text', "'; drop table papers; --"],
      ['a backslash and percent signs', '\\ 100% renewable'],
      ['a NUL and control characters', 'renew\u0000able\u0007 grid'],
      ['other scripts and emoji', 'ऊर्जा 电网 ⚡ renewable'],
      ['a long word', 'x'.repeat(199)],
      ['negation', 'grid -renewable'],
    ])('answers 200 to %s, never an error', async (_name, q) => {
      const body = await search(q)
      expect(Array.isArray(body.results)).toBe(true)
      expect(typeof body.total).toBe('number')
    })

    it('answers a repeated search from memory until anything on the site changes', async () => {
      expect((await search('Zanzibar')).total).toBe(0)
      const [row] = await ctx.handle.db
        .insert(papers)
        .values({ heading: 'Zanzibar coastal microgrids', authors: ['L. Mwinyi'], content: 'Island grids.' })
        .returning()
      // Written behind the API's back: nothing was told, so the kept answer stands.
      expect((await search('Zanzibar')).total).toBe(0)
      // What every write through the API does (the response cache's middleware), on every instance.
      await ctx.cache.invalidate('papers')
      expect((await search('Zanzibar')).results.map((r) => r.url)).toEqual([`/allpapers#paper-${row!.id}`])
      await ctx.handle.db.delete(papers).where(sql`${papers.id} = ${row!.id}`)
      await ctx.cache.invalidate('papers')
    })

    it('keeps every search index without a pending list, so a bulk import never slows searches down', async () => {
      const rows = rowsOf<{ name: string; options: string[] | null }>(
        await ctx.handle.db.execute(
          sql`select c.relname as name, c.reloptions as options from pg_class c join pg_index i on i.indexrelid = c.oid
              join pg_am a on a.oid = c.relam where a.amname = 'gin' and c.relname like '%search_idx'`,
        ),
      )
      expect(rows.map((r) => r.name).sort()).toEqual([
        'committee_members_search_idx',
        'papers_search_idx',
        'recent_updates_search_idx',
        'search_pages_search_idx',
        'speakers_search_idx',
      ])
      for (const row of rows) expect(row.options, row.name).toContain('fastupdate=off')
    })

    it('still has every table after hostile input', async () => {
      const [{ n }] = (await ctx.handle.db
        .execute(sql`select count(*)::int as n from papers`)
        .then((r) => (Array.isArray(r) ? r : (r as unknown as { rows: unknown[] }).rows))) as [{ n: number }]
      expect(n).toBe(3)
    })
  })
}

searchTests('PGlite')
if (POSTGRES) searchTests('Postgres')
