import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { tempClientBuild } from '../../../test/page-app'
import { bundledEntry } from '../../../test/server-bundle'
import { siteForArchive } from '../../app'
import { backupToFile } from '../../backup/backup'
import { images } from '../../db/schema'
import type { RenderModule } from '../../pages/renderer'
import { readSettings, saveSettings } from '../settings/settings.queries'
import { ArchiveError } from './editions.archive'
import { archiveCommand } from './editions.archive-command'
import { addSpeakerWithPhoto } from './editions.fixtures'

// Issue 50 item 2: `make archive` never replaces the live site at its own host unless told to (--force), and
// refreshes a past edition's archive from its backup, or says plainly why it cannot.

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url))
const LIVE = 'https://icnari2026.example.org'
const NEXT = 'https://icnari2027.example.org'

/** One page naming the edition and every speaker's image (so the archive needs them). */
const module: RenderModule = {
  async renderPage(url, fetchApi) {
    if (url.split('?')[0] !== '/') return { status: 404, html: '<h1>Not found</h1>', state: {} }
    const { settings } = (await (await fetchApi(new Request('http://x.invalid/api/settings'))).json()) as {
      settings: { conference: { shortName: string } }
    }
    const { data } = (await (await fetchApi(new Request('http://x.invalid/api/speaker/all'))).json()) as {
      data: { imageUrl: string }[]
    }
    const pictures = data.map((s) => `<img src="${s.imageUrl}" alt="">`).join('')
    return { status: 200, html: `<h1>${settings.conference.shortName}</h1>${pictures}`, title: 'Home', state: {} }
  },
  publicPagePaths: () => ['/'],
}

const { dir, dist } = tempClientBuild('archive-command-')
const archiveDir = join(dir, 'archives')

const listed = (folder: string) => (existsSync(folder) ? readdirSync(folder) : [])

/** The real command, as `make archive` runs it, in a clean environment on its own PGlite folder. */
function runScript(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const clean = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env }
    execFile(
      process.execPath,
      [bundledEntry('archive')],
      { cwd: SERVER_DIR, env: clean, timeout: 90_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    )
  })
}

describe('make archive', () => {
  const ctx = useTestApp({ publicUrl: LIVE })
  const setPublicUrl = async (publicUrl: string) => {
    const settings = (await readSettings(ctx.db.handle.db))!
    await saveSettings(ctx.db.handle.db, { ...settings, conference: { ...settings.conference!, publicUrl } })
  }
  const command = (extra: Partial<Parameters<typeof archiveCommand>[0]> = {}) =>
    archiveCommand({
      site: siteForArchive,
      database: ctx.db.handle,
      clientDist: dist,
      archiveDir,
      renderModule: module,
      ...extra,
    })
  let imageUrl = ''
  beforeAll(async () => {
    await setPublicUrl(LIVE)
    imageUrl = await addSpeakerWithPhoto(ctx, await ctx.login())
  })

  it('refuses to write the live edition’s host without --force, and writes nothing', async () => {
    const res = await runScript({
      DATA_DIR: join(dir, 'data'),
      ARCHIVE_DIR: archiveDir,
      CLIENT_DIST: dist,
      PUBLIC_URL: LIVE,
    })
    expect(res.code).toBe(1)
    expect(res.stderr).toContain(
      "Nothing was written: icnari2026.example.org is the live edition's host, and its archive would replace the live site there",
    )
    expect(res.stderr).toContain('make archive FROM=backups/<file>.tar.gz')
    expect(listed(archiveDir)).toEqual([])
    // The same in process, and with --force it is written.
    await expect(command()).rejects.toThrow(/is the live edition's host/)
    expect(listed(archiveDir)).toEqual([])
    expect((await command({ force: true })).host).toBe('icnari2026.example.org')
    expect(listed(archiveDir)).toEqual(['icnari2026.example.org'])
    rmSync(archiveDir, { recursive: true })
  }, 120_000)

  it('FROM=<backup> refreshes a past edition’s archive from the backup, linking to the live edition', async () => {
    const { path } = await backupToFile(ctx.db.handle.db, join(dir, 'backups'), ctx.db.handle.kind)
    // A backup of the live edition is refused like the live edition itself.
    await expect(command({ from: path })).rejects.toThrow(
      `Cannot archive from ${path}: the edition it holds was at icnari2026.example.org, which is the live edition's host now.`,
    )
    await setPublicUrl(NEXT)
    try {
      const result = await command({ from: path })
      expect(result).toMatchObject({ host: 'icnari2026.example.org', pages: 1, missingImages: [] })
      const home = readFileSync(join(archiveDir, 'icnari2026.example.org', 'index.html'), 'utf8')
      expect(home).toContain('href="https://icnari2027.example.org/"')
      expect(existsSync(join(archiveDir, 'icnari2026.example.org', new URL(imageUrl).pathname))).toBe(true)
      expect(listed(archiveDir)).toEqual(['icnari2026.example.org'])
    } finally {
      await setPublicUrl(LIVE)
    }
  }, 180_000)

  it('says plainly that it cannot archive from a file that is no usable backup', async () => {
    const junk = join(dir, 'junk.tar.gz')
    writeFileSync(junk, 'not a backup')
    const attempt = command({ from: junk })
    await expect(attempt).rejects.toThrow(ArchiveError)
    await expect(attempt).rejects.toThrow(`Cannot archive from ${junk}: Not a usable backup`)
    await expect(command({ from: join(dir, 'none.tar.gz') })).rejects.toThrow(/the file cannot be read \(ENOENT\)/)
  })

  it('lists the images a page names that are no longer stored, instead of refusing to archive', async () => {
    await ctx.db.handle.db.delete(images)
    const result = await command({ force: true })
    expect(result.missingImages).toEqual([new URL(imageUrl).pathname])
    expect(existsSync(join(archiveDir, 'icnari2026.example.org', 'index.html'))).toBe(true)
  })
})
