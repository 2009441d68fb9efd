import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { capturedLogger, lineOf } from '../../test/captured-logs'
import { useTestApp } from '../../test/context'
import { useSiteServer } from '../../test/site-server'
import { createApp } from '../app'
import { SiteMetrics } from '../observability/metrics'
import { observeRequests } from '../observability/requests'
import { createSiteServer } from '../site-server'
import { ArchiveSite } from './reader'

// Issue 32 item 3: a past edition, frozen in ARCHIVE_DIR/<host>/, is answered at its own host name from its folder,
// and from nothing else; the current edition keeps answering at its own hosts.

const ARCHIVE_HOST = 'icnari2026.localhost'
const dir = mkdtempSync(join(tmpdir(), 'archives-'))
const root = join(dir, 'archives', ARCHIVE_HOST)
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>ICNARI archive</title><p>The archived home page</p>',
  'about/index.html': '<!doctype html><p>The archived about page</p>',
  '404.html': '<!doctype html><p>The archive has no such page</p>',
  'assets/app-1.js': 'console.log("archived")',
  'api/papers/all/index.json': '{"data":[{"heading":"An archived paper"}]}',
  'api/feed.atom': '<feed/>',
  'allpapers/index.html': `<!doctype html><ul>${'<li>An archived paper with a long title</li>'.repeat(60)}</ul>`,
}
for (const [path, body] of Object.entries(FILES)) {
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), body)
}
// Next to the archive folder, never reachable through it.
writeFileSync(join(dir, 'archives', 'secret.txt'), 'secret')
writeFileSync(join(dir, 'secret.txt'), 'secret')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function get(port: number, host: string, path: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, method, headers: { host } }, (res) => {
      let body = ''
      res.on('data', (d: Buffer) => (body += d.toString()))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
    })
      .on('error', reject)
      .end()
  })
}

describe('archived editions', () => {
  const ctx = useTestApp()
  const archives = new ArchiveSite(join(dir, 'archives'))
  const site = useSiteServer(async () => {
    const { app, siteOrigin } = createApp({ database: ctx.db.handle, responseCache: ctx.cache })
    siteOrigin.setArchivedHosts(archives.names)
    return createSiteServer({ app, responseCache: ctx.cache, siteOrigin, archives })
  })

  it('lists the folders of ARCHIVE_DIR that hold a site', () => {
    expect(archives.names).toEqual([ARCHIVE_HOST])
  })

  it('answer the archived files byte for byte at their old paths, with their content types', async () => {
    const host = `${ARCHIVE_HOST}:${site.port}`
    const home = await get(site.port, host, '/')
    expect([home.status, home.body]).toEqual([200, FILES['index.html']])
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8')
    expect((await get(site.port, host, '/about')).body).toBe(FILES['about/index.html'])
    expect((await get(site.port, host, '/about/?utm_source=x')).body).toBe(FILES['about/index.html'])
    const papers = await get(site.port, host, '/api/papers/all')
    expect([papers.status, papers.body]).toEqual([200, FILES['api/papers/all/index.json']])
    expect(papers.headers['content-type']).toBe('application/json; charset=utf-8')
    expect((await get(site.port, host, '/api/feed.atom')).headers['content-type']).toBe(
      'application/atom+xml; charset=utf-8',
    )
    const asset = await get(site.port, host, '/assets/app-1.js')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(home.headers['cache-control']).toBe('public, max-age=3600')
    // The archived venue page embeds the map (issue 54 item 6): its frame is allowed, as on the live site.
    const csp = String(home.headers['content-security-policy'])
    expect(csp).toContain('frame-src https://www.openstreetmap.org https://www.google.com https://maps.google.com;')
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';")
  })

  it('answer 404 with the archive’s own page, never leave the folder, and take no writes', async () => {
    const host = ARCHIVE_HOST
    const missing = await get(site.port, host, '/no/such/page')
    expect([missing.status, missing.body]).toEqual([404, FILES['404.html']])
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/a/../../secret.txt']) {
      const res = await get(site.port, host, path)
      expect(res.status, path).toBe(404)
      expect(res.body, path).not.toContain('secret')
    }
    // Nothing of the live server answers on an archived host: not the API, not the admin area.
    expect((await get(site.port, host, '/api/healthz')).status).toBe(404)
    expect((await get(site.port, host, '/api/user/login', 'POST')).status).toBe(405)
  })

  it('kept in memory and compressed once, and a new archive of the host replaces what was kept', async () => {
    const compressed = await new Promise<{ encoding: unknown; vary: unknown }>((resolve, reject) => {
      httpRequest(
        {
          host: '127.0.0.1',
          port: site.port,
          path: '/allpapers/',
          headers: { host: ARCHIVE_HOST, 'accept-encoding': 'br' },
        },
        (res) => {
          res.resume()
          resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary })
        },
      )
        .on('error', reject)
        .end()
    })
    expect(compressed).toEqual({ encoding: 'br', vary: 'Accept-Encoding' })
    expect((await get(site.port, ARCHIVE_HOST, '/')).body).toBe(FILES['index.html'])
    // make archive writes a new folder and renames it into place.
    const next = join(dir, 'archives', `.${ARCHIVE_HOST}.tmp`)
    mkdirSync(next)
    writeFileSync(join(next, 'index.html'), '<!doctype html><p>Archived again</p>')
    renameSync(root, join(dir, 'archives', `.${ARCHIVE_HOST}.old`))
    renameSync(next, root)
    archives.rescan()
    expect((await get(site.port, ARCHIVE_HOST, '/')).body).toBe('<!doctype html><p>Archived again</p>')
  })

  it('leave the current edition untouched at its own hosts', async () => {
    const live = await get(site.port, `127.0.0.1:${site.port}`, '/api/papers/all')
    expect(live.status).toBe(200)
    expect(live.body).not.toContain('An archived paper')
    expect((await get(site.port, 'icnari2025.localhost', '/api/papers/all')).status).toBe(421)
  })
})

describe('archived answers, observed', () => {
  const ctx = useTestApp()
  const archives = new ArchiveSite(join(dir, 'archives'))
  const log = capturedLogger('info')
  const metrics = new SiteMetrics()
  const site = useSiteServer(async () => {
    const { app, siteOrigin } = createApp({ database: ctx.db.handle, responseCache: ctx.cache })
    siteOrigin.setArchivedHosts(archives.names)
    return createSiteServer({
      app,
      responseCache: ctx.cache,
      siteOrigin,
      archives,
      observe: (listener) => observeRequests(listener, { logger: log.logger, metrics }),
    })
  })

  // The archive's fast path answers from prebuilt header pairs: the request id, the log line and the metrics that
  // every other answer gets must still be there (docs/decisions/015-archive-serving.md).
  it('carry a request id, one log line each and the request metrics, first read and kept alike', async () => {
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      // The home page: the file every version of this archive has (a test above replaces the folder).
      const res = await get(site.port, ARCHIVE_HOST, '/')
      expect(res.status).toBe(200)
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      ids.push(String(res.headers['x-request-id']))
    }
    expect(new Set(ids).size).toBe(3)
    for (const id of ids) expect(await lineOf(log.records, id)).toMatchObject({ path: '/', status: 200 })
    const missing = await get(site.port, ARCHIVE_HOST, '/no-such-page/')
    expect(missing.status).toBe(404)
    expect(await lineOf(log.records, String(missing.headers['x-request-id']))).toMatchObject({ status: 404 })
    const text = await metrics.registry.metrics()
    expect(text).toContain('http_requests_total{method="GET",route="/*",status="200"} 3')
    expect(text).toContain('http_requests_total{method="GET",route="/*",status="404"} 1')
  })

  // A scanner's made-up API paths on an archived host are 404s under one label, never a label each.
  it('label the archive’s 404s under /api/ as one route, not one per path', async () => {
    for (let i = 0; i < 5; i++) expect((await get(site.port, ARCHIVE_HOST, `/api/made-up-${i}`)).status).toBe(404)
    const text = await metrics.registry.metrics()
    expect(text).toContain('http_requests_total{method="GET",route="/api/*",status="404"} 5')
    expect(text).not.toContain('made-up')
  })
})
