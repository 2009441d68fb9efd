import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markdownText } from '../../../../common/markdown'
import { PAGE_DEFAULTS, PAGE_KEYS, PAGE_PATHS, type PageContent, type PageKey } from '../../../../common/pages'
import { useTestApp } from '../../../test/context'
import { createApp } from '../../app'
import type { RenderModule } from '../../pages/renderer'

// Issue 54 item 1: the About and Authors pages are pages too. Each is read and saved like the call for papers;
// after a save, the server-rendered page and the site search have the saved text, not the default.

const ABOUT_AND_AUTHORS: PageKey[] = [
  'about',
  'about-the-conference',
  'about-nit-patna',
  'bihta-campus',
  'venue-and-travels',
  'authors',
  'guidelines-to-authors',
  'paper-submissions',
  'registrations',
  'best-student-paper-award',
  'financial-support',
  'paper-publication',
  'cmt-acknowledgement',
]

const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>'

/** Stands in for the client's render bundle: a page's blocks as text, read as the client reads them. */
const renderModule: RenderModule = {
  async renderPage(url, fetchApi) {
    const key = PAGE_KEYS.find((k) => PAGE_PATHS[k]?.path === url)
    if (!key) return { status: 404, html: '', title: 'Not found', description: '', state: { queries: [] } }
    const res = await fetchApi(new Request(`http://server-render.invalid/api/pages/${key}`))
    const { page } = (await res.json()) as { page: PageContent }
    const text = page.blocks.map((b) => markdownText(b.markdown)).join('\n')
    return { status: 200, html: `<main>${text}</main>`, title: page.title, description: '', state: { queries: [] } }
  },
}

const ctx = useTestApp()
let dist = ''
let site: ReturnType<typeof createApp>['app']
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'pages-converted-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), TEMPLATE)
  site = createApp({ database: ctx.db.handle, responseCache: ctx.cache, clientDist: dist, renderModule }).app
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const defaults = (key: PageKey) => structuredClone(PAGE_DEFAULTS[key])

describe('the About and Authors pages as data', () => {
  it('each answers its defaults until saved, then what was saved; an unknown page is 404', async () => {
    const token = await ctx.login()
    for (const key of ABOUT_AND_AUTHORS) {
      const before = await ctx.request(`/pages/${key}`)
      expect(before.status, key).toBe(200)
      expect(await before.json()).toEqual({ page: { key, ...defaults(key), updatedAt: null } })

      const page = defaults(key)
      page.title = `${page.title} (edited)`
      page.blocks[0]!.markdown = `Edited text of **${key}**.`
      const put = await ctx.request(`/pages/${key}`, { method: 'PUT', json: page, token })
      expect(put.status, `${key}: ${JSON.stringify(await put.clone().json())}`).toBe(200)

      const after = (await (await ctx.request(`/pages/${key}`)).json()).page
      expect(after).toMatchObject({ key, title: page.title, blocks: page.blocks, updatedAt: expect.any(String) })
    }
    expect((await ctx.request('/pages/about-the-venue')).status).toBe(404)
    expect(
      (await ctx.request('/pages/about-the-venue', { method: 'PUT', json: defaults('authors'), token })).status,
    ).toBe(404)
  })

  it('refuses an About card leading to another scheme than http(s) or a site path', async () => {
    const token = await ctx.login()
    for (const link of ['javascript:alert(1)', '//evil.example', 'data:text/html,x']) {
      const page = defaults('about')
      page.blocks.find((b) => b.name === 'cards')!.items![0]!.link = link
      const res = await ctx.request('/pages/about', { method: 'PUT', json: page, token })
      expect(res.status, link).toBe(400)
    }
  })

  it('the CMT acknowledgement’s path is its data page, rendered by the server: no static file answers it', async () => {
    // The client's public folder (copied into the build) holds no file at any page's path.
    const publicDir = join(__dirname, '../../../../client/public')
    for (const key of PAGE_KEYS) {
      const path = PAGE_PATHS[key]?.path
      if (path) expect(existsSync(join(publicDir, path)), path).toBe(false)
    }
    const token = await ctx.login()
    const page = defaults('cmt-acknowledgement')
    page.blocks.find((b) => b.name === 'text')!.markdown = 'Reviews run on **Microsoft CMT**, at no cost to authors.'
    expect((await ctx.request('/pages/cmt-acknowledgement', { method: 'PUT', json: page, token })).status).toBe(200)
    const res = await site.request('/authors/cmt-acknowledgement.html')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(await res.text()).toContain('Reviews run on Microsoft CMT, at no cost to authors.')
  })

  it('refuses a save without the token', async () => {
    for (const key of ['registrations', 'venue-and-travels'] as const) {
      const res = await ctx.request(`/pages/${key}`, { method: 'PUT', json: defaults(key) })
      expect(res.status).toBe(401)
    }
  })

  it('a saved page is what the server renders and what search finds, at the page’s path', async () => {
    const token = await ctx.login()
    const render = async (path: string) => (await site.request(path)).text()
    const search = async (q: string) =>
      ((await (await ctx.request(`/search?q=${encodeURIComponent(q)}`)).json()).results as { url: string }[]).map(
        (r) => r.url,
      )
    expect(await render('/about/venue-and-travels')).toContain('Pataliputra')
    // Searched before the save too: what the search read of the pages then must not outlive the save.
    expect(await search('Pataliputra')).toContain('/about/venue-and-travels')

    const venue = defaults('venue-and-travels')
    venue.blocks.find((b) => b.name === 'intro')!.markdown = 'Shuttle buses run from the **Danapur** station.'
    expect((await ctx.request('/pages/venue-and-travels', { method: 'PUT', json: venue, token })).status).toBe(200)
    const html = await render('/about/venue-and-travels')
    expect(html).toContain('Shuttle buses run from the Danapur station.')
    expect(html).not.toContain('Pataliputra')

    const award = defaults('best-student-paper-award')
    award.blocks.find((b) => b.name === 'eligibility')!.markdown = '- Open to final-year **undergraduates** too'
    expect((await ctx.request('/pages/best-student-paper-award', { method: 'PUT', json: award, token })).status).toBe(
      200,
    )
    expect(await search('Danapur shuttle')).toContain('/about/venue-and-travels')
    expect(await search('final-year undergraduates')).toContain('/authors/best-student-paper-award')
    expect(await search('Pataliputra')).not.toContain('/about/venue-and-travels')
  })
})
