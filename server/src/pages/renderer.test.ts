import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { capturedLogger, lineOf } from '../../test/captured-logs'
import { useTestApp } from '../../test/context'
import { useSecondInstance } from '../../test/second-instance'
import { rawGet, SECURITY_FIELDS_OF_A_304, useSiteServer } from '../../test/site-server'
import { createApp } from '../app'
import { SiteMetrics } from '../observability/metrics'
import { observeRequests } from '../observability/requests'
import { createSiteServer } from '../site-server'
import { type RenderModule, UNCACHED_RENDERS_WAITING } from './renderer'

// Pages are rendered on the server from current data (pages/renderer.ts). The client's real render bundle is
// checked in the browser tests (e2e/server-rendering.spec.ts); here a small render module stands in for it, so
// what is checked is the server's part: the data it reads, the HTML around it, caching and invalidation.

const TEMPLATE =
  '<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>'

/** Renders the papers' headings, as the real home page renders Highlights; counts its renders. */
function papersPage() {
  const calls: string[] = []
  const module: RenderModule = {
    async renderPage(url, fetchApi) {
      calls.push(url)
      if (url.startsWith('/broken')) throw new Error('render failed')
      const res = await fetchApi(new Request('http://server-render.invalid/api/papers/all'))
      const { data } = (await res.json()) as { data: { heading: string }[] }
      const headings = data.map((p) => p.heading)
      const items = headings.map((h) => `<li>${h.replace(/</g, '&lt;')}</li>`).join('')
      return {
        status: url.startsWith('/missing') ? 404 : 200,
        html: `<title>Home | ICNARI 2026</title><ul>${items}</ul><script>inline()</script>`,
        title: 'Home | ICNARI 2026',
        description: 'The conference',
        state: { queries: [{ queryKey: ['papers'], state: { data: headings } }] },
      }
    },
  }
  return { module, calls }
}

let dist = ''
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'page-renderer-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), TEMPLATE)
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)')
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const ctx = useTestApp()
const rendered = papersPage()
let app: ReturnType<typeof createApp>['app']
let pages: ReturnType<typeof createApp>['pages']
let siteOrigin: ReturnType<typeof createApp>['siteOrigin']
let token: string
beforeAll(async () => {
  ;({ app, pages, siteOrigin } = createApp({
    database: ctx.db.handle,
    responseCache: ctx.cache,
    clientDist: dist,
    renderModule: rendered.module,
    publicUrl: 'https://icnari.example.org',
  }))
  token = await ctx.login()
})

const page = (path: string, headers: Record<string, string> = {}) => Promise.resolve(app.request(path, { headers }))
const addPaper = async (heading: string) => {
  const res = await ctx.request('/papers/add', {
    method: 'POST',
    json: { heading, authors: ['A'], content: 'c' },
    token,
  })
  expect(res.status).toBe(201)
}
const stateOf = (html: string) => {
  const match = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html)
  return JSON.parse(match![1]!) as { queries: { state: { data: string[] } }[] }
}

describe('server-rendered pages', () => {
  it('hold the current data in the HTML and in a non-executable state script, with the head filled in', async () => {
    await addPaper('Grid-forming inverters')
    const res = await page('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const html = await res.text()
    expect(html).toContain('<div id="root" data-ssr><ul><li>Grid-forming inverters</li></ul></div>')
    expect(stateOf(html).queries[0]!.state.data).toEqual(['Grid-forming inverters'])
    // Title and description in <head>, not in the body; no inline script survives (CSP script-src 'self').
    expect(html).toMatch(/<head>.*<title data-ssr>Home \| ICNARI 2026<\/title>.*<\/head>/s)
    expect(html).toContain('<meta data-ssr name="description" content="The conference" />')
    expect(html).toContain('<link rel="canonical" href="https://icnari.example.org/" />')
    expect(html).not.toContain('inline()')
  })

  it('are kept until data they read changes: a paper write re-renders, a speaker write does not', async () => {
    const first = await page('/')
    const etag = first.headers.get('etag')!
    const before = rendered.calls.length
    expect((await page('/', { 'if-none-match': etag })).status).toBe(304)
    expect(rendered.calls.length).toBe(before)

    const speaker = { name: 'S', specialization: ['x'], description: 'd' }
    expect((await ctx.request('/speaker/create', { method: 'POST', json: speaker, token })).status).toBe(201)
    expect((await page('/', { 'if-none-match': etag })).status).toBe(304)
    expect(rendered.calls.length).toBe(before)

    await addPaper('Battery ageing models')
    const after = await page('/', { 'if-none-match': etag })
    expect(after.status).toBe(200)
    expect(await after.text()).toContain('<li>Battery ageing models</li>')
    expect(rendered.calls.length).toBe(before + 1)
  })

  it("render a registrant's own page (/registration/<token>) every time, never kept, noindex, no referrer, no-store", async () => {
    const before = rendered.calls.length
    const first = await page('/registration/abcDEF123')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(first.headers.get('referrer-policy')).toBe('no-referrer')
    expect(first.headers.get('x-robots-tag')).toBe('noindex')
    await page('/registration/abcDEF123')
    expect(rendered.calls.length).toBe(before + 2)
  })

  it('render a check-in ticket (/check-in/<ticket>) every time, never kept, noindex, no referrer, no-store', async () => {
    const before = rendered.calls.length
    const first = await page('/check-in/k3JxTicket_-9')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(first.headers.get('referrer-policy')).toBe('no-referrer')
    expect(first.headers.get('x-robots-tag')).toBe('noindex')
    await page('/check-in/k3JxTicket_-9')
    expect(rendered.calls.length).toBe(before + 2)
  })

  it('render once for visitors asking at once, each answered in its own encoding, and keep the page', async () => {
    await addPaper('Fault ride-through')
    const before = rendered.calls.length
    const [br, gzip, plain] = await Promise.all([
      page('/', { 'accept-encoding': 'br' }),
      page('/', { 'accept-encoding': 'gzip' }),
      page('/', { 'accept-encoding': 'identity' }),
    ])
    expect(rendered.calls.length).toBe(before + 1)
    expect([br.headers.get('content-encoding'), gzip.headers.get('content-encoding')]).toEqual(['br', 'gzip'])
    expect(plain.headers.get('content-encoding')).toBeNull()
    const html = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()
    expect(html).toContain('<li>Fault ride-through</li>')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html)
    expect(await plain.text()).toBe(html)
    expect(new Set([br, gzip, plain].map((r) => r.headers.get('etag'))).size).toBe(1)
    // Kept once both compressed copies were made: the next visitor is answered without a render.
    await vi.waitFor(async () => {
      expect((await page('/', { 'accept-encoding': 'br' })).status).toBe(200)
      expect(rendered.calls.length).toBe(before + 1)
    })
  })

  it('keep a value that would close the script inside the JSON state', async () => {
    const hostile = '</script><script>alert(1)</script><!--'
    await addPaper(hostile)
    const html = await (await page('/')).text()
    expect(html).not.toContain('<script>alert(1)')
    expect(stateOf(html).queries[0]!.state.data).toContain(hostile)
  })

  it('answer 404 with the rendered not-found page, and leave out query parameters the page does not read', async () => {
    const missing = await page('/missing/page')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('data-ssr')
    const home = await (await page('/')).text()
    const before = rendered.calls.length
    // Shared links carry utm_*, fbclid and the like: the page is the cached one, not a render each.
    for (const query of ['utm_source=chat', 'fbclid=abc', 'x=1', 'x=2&utm_medium=mail'])
      expect(await (await page(`/?${query}`)).text(), query).toBe(home)
    expect(rendered.calls.length).toBe(before)
  })

  it('refuse a host the site does not serve before rendering anything', async () => {
    const before = rendered.calls.length
    for (const path of ['/', '/about', '/sitemap.xml', '/api/og-image.png?path=%2F', '/api/papers/all']) {
      const res = await page(path, { host: `h${Math.random().toString(36).slice(2)}.example` })
      expect(res.status, path).toBe(421)
      expect(((await res.json()) as { message: string }).message, path).toMatch(/PUBLIC_URL/)
    }
    expect(rendered.calls.length).toBe(before)
    // The configured origin's host and the loopback names are served; health probes answer on any host.
    expect((await page('/', { host: 'icnari.example.org' })).status).toBe(200)
    expect((await page('/', { host: 'localhost:3000' })).status).toBe(200)
    expect((await page('/api/healthz', { host: '10.1.2.3:3000' })).status).toBe(200)
  })

  it('leave admin pages and the login page to the browser, and send the bare page if a render fails', async () => {
    const before = rendered.calls.length
    // Other letter cases and escapes too: the router matches them to the same pages (issue 50, info).
    for (const path of ['/admin', '/admin/all-papers', '/login', '/Admin', '/ADMIN/all-papers', '/Login', '/%61dmin']) {
      const res = await page(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex')
      expect(await res.text(), path).toContain('<div id="root"></div>')
    }
    expect(rendered.calls.length).toBe(before)
    const quiet = createApp({
      database: ctx.db.handle,
      clientDist: dist,
      renderModule: rendered.module,
      logger: { error: () => {}, warn: () => {}, info: () => {} } as never,
    })
    const broken = await quiet.app.request('/broken')
    expect(broken.status).toBe(200)
    expect(await broken.text()).toContain('<div id="root"></div>')
  })

  describe('over HTTP, on the Node fast path', () => {
    const site = useSiteServer(async () => createSiteServer({ app, responseCache: ctx.cache, pages, siteOrigin }))

    it('answers a cached page compressed, with the security headers, without rendering again', async () => {
      await page('/')
      const before = rendered.calls.length
      const res = await rawGet(`${site.base}/`, { 'accept-encoding': 'br' })
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding']).toBe('br')
      expect(res.headers['content-security-policy']).toContain("script-src 'self'")
      expect(brotliDecompressSync(res.body).toString()).toContain('<li>Battery ageing models</li>')
      expect(rendered.calls.length).toBe(before)
    })

    it('answers a revalidation 304 with the cache fields only, as the app does', async () => {
      const { etag } = (await rawGet(`${site.base}/`)).headers
      const fast = await rawGet(`${site.base}/`, { 'if-none-match': etag! })
      const viaApp = await page('/', { 'if-none-match': etag! })
      expect(fast.status).toBe(304)
      expect(viaApp.status).toBe(304)
      const { date: _date, connection: _c, 'keep-alive': _k, 'content-security-policy': csp, ...fields } = fast.headers
      expect(csp).toContain("script-src 'self'")
      expect(fields).toEqual({
        ...SECURITY_FIELDS_OF_A_304,
        etag,
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
      })
      expect(viaApp.headers.get('content-security-policy')).toBe(csp)
      const { 'content-security-policy': _csp, ...appFields } = Object.fromEntries(viaApp.headers)
      expect(appFields).toEqual(fields)
    })

    it('answers a shared link with tracking parameters from the cache, and a stranger host with 421 before it', async () => {
      await page('/')
      const before = rendered.calls.length
      const cached = await rawGet(`${site.base}/`)
      const shared = await rawGet(`${site.base}/?utm_source=chat&fbclid=1`)
      expect(shared.status).toBe(200)
      expect(shared.headers.etag).toBe(cached.headers.etag)
      const stranger = await rawGet(`${site.base}/`, { host: 'h1.example' })
      expect(stranger.status).toBe(421)
      expect(JSON.parse(stranger.body.toString()).message).toMatch(/PUBLIC_URL/)
      // A loopback name must carry the port the request came in on: other ports would each be an origin to keep.
      expect((await rawGet(`${site.base}/`, { host: 'localhost:1' })).status).toBe(421)
      expect((await rawGet(`${site.base}/`, { host: `localhost:${site.port}` })).status).toBe(200)
      expect(rendered.calls.length).toBe(before)
    })
  })

  describe('observed (request logs and metrics)', () => {
    const log = capturedLogger('info')
    const metrics = new SiteMetrics()
    const site = useSiteServer(async () =>
      createSiteServer({
        app,
        responseCache: ctx.cache,
        pages,
        observe: (listener) => observeRequests(listener, { logger: log.logger, metrics }),
      }),
    )

    it('label a cached page with the route Hono gives it when it renders, in logs and metrics alike', async () => {
      const path = '/observed-page'
      const rendersBefore = rendered.calls.length
      const ids: string[] = []
      for (let i = 0; i < 3; i++) {
        const res = await rawGet(`${site.base}${path}`)
        expect(res.status).toBe(200)
        ids.push(String(res.headers['x-request-id']))
      }
      expect(rendered.calls.length).toBe(rendersBefore + 1) // rendered once, then answered from the cache
      const routes = await Promise.all(ids.map(async (id) => (await lineOf(log.records, id)).route))
      expect(routes).toEqual(['/*', '/*', '/*'])
      const text = await metrics.registry.metrics()
      expect(text).toContain('http_requests_total{method="GET",route="/*",status="200"} 3')
      expect(text).not.toContain('unmatched')
    })
  })

  describe.runIf(process.env.TEST_DATABASE_URL)('with a second instance on the same Postgres', () => {
    const second = useSecondInstance(ctx, () => ({ clientDist: dist, renderModule: papersPage().module }))

    it('a write on one instance changes the HTML the other serves on its next request', async () => {
      const before = await (await second.app.request('/')).text() // rendered and kept by the second instance
      expect(before).not.toContain('Written on instance one')
      await addPaper('Written on instance one')
      const after = await (await second.app.request('/')).text()
      expect(after).toContain('<li>Written on instance one</li>')
    })
  })
})

describe('renders that are not known pages', () => {
  // Renders of unknown paths and of queries a page reads wait until the test lets them finish.
  const started: string[] = []
  let release: () => void = () => {}
  let released = new Promise<void>((resolve) => (release = resolve))
  const module: RenderModule = {
    async renderPage(url) {
      started.push(url)
      if (url !== '/') await released
      const found = url === '/' || url.startsWith('/programs/speakers')
      return { status: found ? 200 : 404, html: `<p>${url.replace(/&/g, '&amp;')}</p>`, state: {} }
    },
    publicPagePaths: () => ['/', '/programs/speakers'],
    pageQueryParams: (path) => (path === '/programs/speakers' ? ['q'] : []),
  }
  let queued: ReturnType<typeof createApp>['app']
  beforeAll(() => {
    queued = createApp({ database: ctx.db.handle, clientDist: dist, renderModule: module }).app
  })
  afterAll(() => release())

  it('wait in a bounded queue: beyond it the shell is answered at once, and known pages never wait', async () => {
    expect(await (await queued.request('/')).text()).toContain('<p>/</p>')
    started.length = 0
    const flood = Array.from({ length: 30 }, (_, i) => Promise.resolve(queued.request(`/no-such-page-${i}`)))
    // While the first of those renders is held, the ones beyond the queue are answered with the shell.
    const answered: Response[] = []
    for (const res of flood) void res.then((r) => answered.push(r))
    for (let i = 0; i < 100 && answered.length < 30 - 1 - UNCACHED_RENDERS_WAITING; i++)
      await new Promise((r) => setTimeout(r, 10))
    expect(answered.length).toBe(30 - 1 - UNCACHED_RENDERS_WAITING)
    for (const res of answered) {
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<div id="root"></div>')
    }
    expect(started.length).toBe(1)
    // A cached page, and the same page with tracking parameters, answer while the queue is full.
    const home = await queued.request('/?utm_campaign=spring')
    expect(await home.text()).toContain('<p>/</p>')
    release()
    released = Promise.resolve()
    const results = await Promise.all(flood)
    expect(results.filter((r) => r.status === 404)).toHaveLength(1 + UNCACHED_RENDERS_WAITING)
    // A query the page reads is kept (and the others dropped) in the URL the page is rendered from.
    const speakers = await queued.request('/programs/speakers?utm_source=x&q=Sharma')
    expect(await speakers.text()).toContain('<p>/programs/speakers?q=Sharma</p>')
    expect(started).toContain('/programs/speakers?q=Sharma')
    expect(started.filter((u) => u.startsWith('/no-such-page'))).toHaveLength(1 + UNCACHED_RENDERS_WAITING)
  })
})
