import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { requestVia, TEST_PASSWORD_HASHING, useTestApp } from '../../../test/context'
import { pageApp, tempClientBuild } from '../../../test/page-app'
import { ArchiveSite } from '../../archive/reader'
import { auditLog } from '../../db/schema'
import type { RenderModule } from '../../pages/renderer'
import { NEXT_EDITION } from './editions.fixtures'
import { leftoversIn } from './editions.queries'

// Issue 54 item 6: after a switch, the dashboard's "Check what was carried over" lists every carried value still
// naming the edition that ended, until it is changed or dismissed.

const module: RenderModule = {
  async renderPage(url) {
    if (url.split('?')[0] !== '/') return { status: 404, html: '<h1>Not found</h1>', state: {} }
    return { status: 200, html: '<h1>Home</h1>', title: 'Home', state: {} }
  },
  publicPagePaths: () => ['/'],
}

const { dir, dist } = tempClientBuild('carried-over-')

// The submission link (CMT's ICNARI2026) is carried: it names the old edition.
const NEXT = { ...NEXT_EDITION, keepLinks: true }

const THANKS = 'Thank you for joining ICNARI 2026 in Patna.'

describe('what was carried over', () => {
  const ctx = useTestApp()
  let request: ReturnType<typeof requestVia>
  let token: string
  beforeAll(async () => {
    const { app } = pageApp(ctx, {
      clientDist: dist,
      renderModule: module,
      publicUrl: 'https://icnari2026.example.org',
      archives: new ArchiveSite(join(dir, 'archives')),
      backupDir: join(dir, 'backups'),
      passwordHashing: TEST_PASSWORD_HASHING,
      now: () => new Date('2026-12-01T06:00:00Z'),
    })
    request = requestVia(app)
    token = await ctx.login()
    // An edited page naming the old edition is carried as it is.
    const page = await (await request('/pages/call-for-papers', { token })).json()
    const blocks = page.page.blocks.map((b: { name: string; markdown: string }, i: number) =>
      i === 0 ? { ...b, markdown: `${b.markdown}\n\nSee you at ICNARI 2026.` } : b,
    )
    const saved = await request('/pages/call-for-papers', {
      method: 'PUT',
      json: { title: page.page.title, blocks },
      token,
    })
    expect(saved.status).toBe(200)
  })

  const list = async () => {
    const res = await request('/editions/carried-over', { token })
    expect(res.status).toBe(200)
    return (await res.json()).items as { field: string; value: string; names: string[]; editPath: string }[]
  }
  const dismiss = (field: string, withToken = true) =>
    request('/editions/carried-over/dismiss', {
      method: 'POST',
      json: { field },
      token: withToken ? token : undefined,
    })

  it('needs the token, and lists nothing before any edition has ended', async () => {
    expect((await request('/editions/carried-over')).status).toBe(401)
    expect((await dismiss('settings.links.submission', false)).status).toBe(401)
    expect(await list()).toEqual([])
    const res = await dismiss('settings.links.submission')
    expect(res.status).toBe(404)
    expect((await res.json()).message).toMatch(/no edition has ended yet/)
  })

  it('after a switch, lists each carried value naming the old edition with where it is edited', async () => {
    const { settings } = await (await request('/settings', { token })).json()
    const phases = { ...settings.phases, after: { ...settings.phases.after, tagline: THANKS } }
    const address = { ...settings.organiser.address, lines: ['ICNARI 2026 Secretariat', 'Ashok Rajpath'] }
    const json = { phases, organiser: { address } }
    expect((await request('/settings', { method: 'PATCH', json, token })).status).toBe(200)
    const started = await request('/editions/next', { method: 'POST', json: NEXT, token })
    expect(started.status, JSON.stringify(await started.clone().json())).toBe(201)

    const items = await list()
    expect(items).toContainEqual({
      field: 'settings.links.submission',
      value: 'https://cmt3.research.microsoft.com/ICNARI2026',
      names: ['icnari2026', '2026'],
      editPath: '/admin/settings#settings-links',
    })
    expect(items).toContainEqual({
      field: 'settings.phases.after.tagline',
      value: THANKS,
      names: ['ICNARI 2026', '2026'],
      editPath: '/admin/settings#settings-phases',
    })
    expect(items).toContainEqual(
      expect.objectContaining({
        field: expect.stringMatching(/^settings\.organiser\.address\.lines/),
        editPath: '/admin/settings#settings-organiser',
      }),
    )
    const page = items.find((i) => i.field.startsWith('pages.call-for-papers.'))
    expect(page).toMatchObject({ editPath: '/admin/pages/call-for-papers', names: ['ICNARI 2026', '2026'] })
    expect(page?.value).toContain('See you at ICNARI 2026.')
    // The new identity is not a leftover.
    expect(items.map((i) => i.field)).not.toContain('settings.conference.shortName')
  })

  it('a value changed since is gone', async () => {
    const links = (await (await request('/settings', { token })).json()).settings.links
    const res = await request('/settings', {
      method: 'PATCH',
      json: { links: { ...links, submission: 'https://cmt3.research.microsoft.com/ICNARI2027' } },
      token,
    })
    expect(res.status).toBe(200)
    expect((await list()).map((i) => i.field)).not.toContain('settings.links.submission')
  })

  it('a dismissed value is gone, audited; an unknown field is a 404 and an empty one a 400', async () => {
    const res = await dismiss('settings.phases.after.tagline')
    expect(res.status).toBe(200)
    expect((await res.json()).items.map((i: { field: string }) => i.field)).not.toContain(
      'settings.phases.after.tagline',
    )
    const items = await list()
    expect(items.map((i) => i.field)).not.toContain('settings.phases.after.tagline')
    // The others stay.
    expect(items.some((i) => i.field.startsWith('pages.call-for-papers.'))).toBe(true)
    const audited = await ctx.db.handle.db.select().from(auditLog).where(eq(auditLog.action, 'carried-dismiss'))
    expect(audited.map((a) => [a.entity, a.after])).toEqual([
      ['edition', { field: 'settings.phases.after.tagline', value: THANKS }],
    ])
    const again = await dismiss('settings.phases.after.tagline')
    expect(again.status).toBe(404)
    expect((await again.json()).message).toMatch(/changed or dismissed already/)
    expect((await dismiss('')).status).toBe(400)
  })
})

describe('a past edition without every name (restored from an older backup)', () => {
  it('is looked for by the names it has only', () => {
    const old = { year: Number.NaN, acronym: '', shortName: 'ICNARI 2025', host: 'icnari2025.example.org' }
    expect(leftoversIn({ a: 'ICNARI 2025 in Patna', b: 'NaN and nothing else' }, old, 'settings')).toEqual([
      { path: 'settings.a', value: 'ICNARI 2025 in Patna', names: ['ICNARI 2025'] },
    ])
  })
})
