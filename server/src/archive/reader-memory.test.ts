import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/context'
import { rawGet, useSiteServer } from '../../test/site-server'
import { createApp } from '../app'
import { createSiteServer } from '../site-server'
import { ArchiveSite } from './reader'

// Issue 50 (lows): about 1,400 anonymous 404s on an archive host filled its memory budget, after which every
// archived page was read and compressed again per request; and the archive server followed symbolic links out of
// an archive folder. What a file is "kept" shows here as: changed on disk, it is still answered as it was.

const HOST = 'icnari2025.localhost'
const dir = mkdtempSync(join(tmpdir(), 'archive-memory-'))
const root = join(dir, 'archives', HOST)
/** Text that compresses little, so each kept copy (plain, gzip, brotli) weighs about its size. */
const weighty = (bytes: number) => `<!doctype html><p>${randomBytes((bytes * 3) / 4).toString('base64')}</p>`
const write = (path: string, body: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), body)
}
write('index.html', '<!doctype html><p>Home</p>')
// A 404 page as heavy as the site's own (48 KB).
write('404.html', weighty(48 * 1024))
for (const page of ['a', 'b', 'c']) write(`${page}/index.html`, weighty(10 * 1024))
// Outside the archive folder, and links to it from inside.
mkdirSync(join(dir, 'outside'))
writeFileSync(join(dir, 'outside', 'secret.txt'), 'secret')
writeFileSync(join(dir, 'outside', 'index.html'), '<p>secret page</p>')
symlinkSync(join(dir, 'outside', 'secret.txt'), join(root, 'linked.txt'))
symlinkSync(join(dir, 'outside'), join(root, 'linked-folder'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('an archive host’s memory', () => {
  const ctx = useTestApp()
  // Room for two of the three 10 KB pages (each kept three times: plain, gzip, brotli), not for the third.
  const archives = new ArchiveSite(join(dir, 'archives'), { maxKeptBytes: 60 * 1024 })
  const floodArchives = new ArchiveSite(join(dir, 'archives'))
  const site = useSiteServer(async () => {
    const { app, siteOrigin } = createApp({ database: ctx.db.handle, responseCache: ctx.cache })
    siteOrigin.setArchivedHosts(archives.names)
    return createSiteServer({ app, responseCache: ctx.cache, siteOrigin, archives })
  })
  const flooded = useSiteServer(async () => {
    const { app, siteOrigin } = createApp({ database: ctx.db.handle, responseCache: ctx.cache })
    siteOrigin.setArchivedHosts(floodArchives.names)
    return createSiteServer({ app, responseCache: ctx.cache, siteOrigin, archives: floodArchives })
  })
  const body = async (base: string, path: string) => {
    const res = await rawGet(`${base}${path}`, { host: HOST })
    return { status: res.status, text: res.body.toString() }
  }

  it('1,400 different 404s share one kept answer and push no archived page out', async () => {
    for (let i = 0; i < 1400; i++) expect((await body(flooded.base, `/no-such-page-${i}`)).status).toBe(404)
    // A page first asked for after the flood is kept too: changed on disk, it is answered as it was first read.
    const first = await body(flooded.base, '/a/')
    write('a/index.html', '<!doctype html><p>Changed on disk</p>')
    try {
      expect(await body(flooded.base, '/a/')).toEqual(first)
    } finally {
      write('a/index.html', first.text)
    }
    expect(floodArchives.keptSize).toBeLessThan(1024 * 1024)
  }, 60_000)

  it('over its budget, the file kept longest goes and the new one is kept (never read again per request)', async () => {
    const pages = { a: await body(site.base, '/a/'), b: await body(site.base, '/b/'), c: await body(site.base, '/c/') }
    for (const page of ['a', 'c']) write(`${page}/index.html`, `<!doctype html><p>${page} changed on disk</p>`)
    // c, kept last, is answered from memory; a, kept first, was let go and is read again.
    expect(await body(site.base, '/c/')).toEqual(pages.c)
    expect((await body(site.base, '/a/')).text).toBe('<!doctype html><p>a changed on disk</p>')
    expect(archives.keptSize).toBeLessThanOrEqual(60 * 1024)
  })

  it('never follows a symbolic link out of the archive folder', async () => {
    for (const path of ['/linked.txt', '/linked-folder/', '/linked-folder/secret.txt', '/linked-folder/index.html']) {
      const res = await body(site.base, path)
      expect(res.status, path).toBe(404)
      expect(res.text, path).not.toContain('secret')
    }
    expect((await body(site.base, '/')).status).toBe(200)
  })
})
