import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { tempClientBuild } from '../../../test/page-app'
import { siteForArchive } from '../../app'
import { archiveFileFor } from '../../archive/reader'
import type { RenderModule } from '../../pages/renderer'
import { ArchiveError, writeArchive } from './editions.archive'
import { addSpeakerWithPhoto } from './editions.fixtures'

// Issue 32 item 2: `make archive` writes the edition's public site as static files, from a known list of URLs.
// A small render module stands in for the client's: pages that link to each other, a form, scripts and a login link.

const PAGES = ['/', '/allpapers', '/contact', '/about']
let brokenLink = false
const renderOptions: unknown[] = []

const module: RenderModule = {
  async renderPage(url, fetchApi, options) {
    renderOptions.push(options)
    const path = url.split('?')[0]!
    const verify = /^\/verify\/([^/]+)$/.exec(path)
    if (verify) {
      const res = await fetchApi(new Request(`http://x.invalid/api/certificates/${verify[1]}`))
      if (!res.ok) return { status: 404, html: '<p>No certificate has this code</p>', state: {} }
      const { certificate } = (await res.json()) as { certificate: { name: string; status: string } }
      return { status: 200, html: `<h1>${certificate.name}</h1><p>${certificate.status}</p>`, state: {} }
    }
    if (!PAGES.includes(path)) return { status: 404, html: '<h1>Page not found</h1>', state: {} }
    const papers = (await (await fetchApi(new Request('http://x.invalid/api/papers/all'))).json()) as {
      data: { heading: string; imageUrl?: string }[]
    }
    const items = papers.data.map((p) => `<li>${p.heading}</li>`).join('')
    const links = PAGES.map((p) => `<a href="${p}">${p}</a>`).join('')
    const form =
      path === '/contact' ? '<form method="post" data-archive-mail><label>Name <input name="n"></label></form>' : ''
    const extra = brokenLink ? '<a href="/files/brochure.pdf">Brochure</a>' : ''
    return {
      status: 200,
      html: `<nav>${links}<a href="/login">Log in</a></nav><p data-archive-omit><a href="/register">Register and pay online</a> for this edition.</p><h1>${path}</h1><ul><li><a href="/registration/abc">Your registration</a></li><li><a href="/check-in/T-1">Check in</a></li></ul><ul>${items}</ul>${form}${extra}<img src="/assets/logo.svg" alt="">`,
      title: `${path} | Site`,
      state: { papers: papers.data },
    }
  },
  publicPagePaths: () => PAGES,
}

const { dir, dist } = tempClientBuild(
  'archive-',
  '<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script><link rel="modulepreload" href="/assets/x.js"></head><body><div id="root"></div></body></html>',
)
const archiveDir = join(dir, 'archives')
beforeAll(() => {
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)')
  writeFileSync(join(dist, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
})

describe('the archive of an edition', () => {
  const ctx = useTestApp({ publicUrl: 'https://icnari2026.example.org' })
  const archive = (extra: Partial<Parameters<typeof writeArchive>[0]> = {}) =>
    writeArchive({
      site: siteForArchive,
      database: ctx.db.handle,
      clientDist: dist,
      archiveDir,
      renderModule: module,
      publicUrl: 'https://icnari2026.example.org',
      currentUrl: 'https://icnari2027.example.org/',
      ...extra,
    })

  let imageUrl = ''
  beforeAll(async () => {
    const token = await ctx.login()
    imageUrl = await addSpeakerWithPhoto(ctx, token)
    await ctx.request('/papers/add', {
      method: 'POST',
      json: { heading: 'An archived paper', authors: ['A'], content: 'c' },
      token,
    })
    // A fresh site has no contact e-mail (issue 54): the organisers' is set, as the archive's banner names it.
    await ctx.request('/settings', { method: 'PATCH', json: { contactEmail: 'icnari@nitp.ac.in' }, token })
    const sponsor = await ctx.request('/sponsors', {
      method: 'POST',
      json: { name: 'Archived Sponsor', tier: 'GOLD', logoUrl: imageUrl },
      token,
    })
    expect(sponsor.status).toBe(201)
  })

  it('holds every page, every public API answer and every image, and no link to a file it lacks', async () => {
    const result = await archive()
    const root = join(archiveDir, 'icnari2026.example.org')
    expect(result).toMatchObject({ host: 'icnari2026.example.org', dir: root, pages: PAGES.length })
    // Every URL of the sitemap has its file.
    const sitemap = readFileSync(join(root, 'sitemap.xml'), 'utf8')
    const locs = [...sitemap.matchAll(/<loc>https:\/\/icnari2026\.example\.org([^<]*)<\/loc>/g)].map((m) => m[1] || '/')
    expect(locs).toEqual(PAGES)
    for (const path of locs) expect(archiveFileFor(root, path), path).toBeDefined()
    // API answers as the live API gives them, byte for byte.
    for (const path of ['/papers/all', '/speaker/all', '/dates', '/settings', '/sponsors']) {
      const live = await (await ctx.request(path)).text()
      expect(readFileSync(join(root, 'api', path, 'index.json'), 'utf8'), path).toBe(live)
    }
    // The public settings: no bank details (the word itself may be in a caption: "the south bank of the Ganga").
    const archivedSettings = JSON.parse(readFileSync(join(root, 'api', 'settings', 'index.json'), 'utf8'))
    expect(archivedSettings.settings).not.toHaveProperty('bank')
    expect(JSON.stringify(archivedSettings)).not.toContain('accountNumber')
    expect(existsSync(join(root, new URL(imageUrl).pathname))).toBe(true)
    expect(existsSync(join(root, 'api', 'feed.atom'))).toBe(true)
    expect(existsSync(join(root, 'api', 'calendar.ics'))).toBe(true)
    expect(existsSync(join(root, 'api', 'og-image', 'about.png'))).toBe(true)
    expect(readFileSync(join(root, 'robots.txt'), 'utf8')).toMatch(/^Allow: \/$/m)
    expect(existsSync(join(root, 'index.html'))).toBe(true)
    expect(existsSync(join(root, '404.html'))).toBe(true)
    // Long lists render whole: no JavaScript will grow them in the archive.
    expect(renderOptions).toContainEqual(expect.objectContaining({ wholeLists: true }))
    // Search without a server: Pagefind's index of the pages and a search page that loads it.
    expect(existsSync(join(root, 'pagefind', 'pagefind-entry.json'))).toBe(true)
    const search = readFileSync(join(root, 'search', 'index.html'), 'utf8')
    expect(search).toContain('<script src="/pagefind/pagefind-ui.js"></script>')
    expect(search).toContain('id="archive-search"')
  })

  it("holds each certificate's check page (/verify/<code>), valid or revoked, not in the sitemap", async () => {
    const token = await ctx.login()
    const setUp = await ctx.request('/settings', {
      method: 'PATCH',
      token,
      json: {
        certificates: {
          title: 'Certificate',
          participationText: '{{name}} took part.',
          presentationText: '{{name}} presented {{paperTitle}}.',
          signatories: [],
          logoUrl: '',
          backgroundUrl: '',
        },
      },
    })
    expect(setUp.status).toBe(200)
    const issue = async (name: string) =>
      (await (await ctx.request('/certificates', { method: 'POST', token, json: { kind: 'speaker', name } })).json())
        .certificate.code as string
    const kept = await issue('Dr. Kept Valid')
    const revoked = await issue('Dr. Revoked Later')
    await ctx.request(`/certificates/${revoked}/revoke`, { method: 'POST', token, json: { reason: 'Reissued.' } })
    // More look-ups than one address may make a minute: the archive's app does not count its own.
    const many = await Promise.all(Array.from({ length: 70 }, () => issue('Volunteer')))
    await archive()
    const root = join(archiveDir, 'icnari2026.example.org')
    const page = (code: string) => readFileSync(join(root, 'verify', code, 'index.html'), 'utf8')
    expect(page(kept)).toContain('<h1>Dr. Kept Valid</h1><p>valid</p>')
    expect(page(revoked)).toContain('<p>revoked</p>')
    expect(page(kept)).toContain('This is its archive.')
    for (const code of many) expect(existsSync(join(root, 'verify', code, 'index.html')), code).toBe(true)
    expect(readFileSync(join(root, 'sitemap.xml'), 'utf8')).not.toContain('/verify/')
  })

  it('pages are complete without JavaScript: the banner, no scripts but structured data, no forms, no login', async () => {
    const root = join(archiveDir, 'icnari2026.example.org')
    const home = readFileSync(join(root, 'index.html'), 'utf8')
    expect(home).toContain('<li>An archived paper</li>')
    expect(home).toMatch(/took place on .*\. This is its archive\./)
    expect(home).toContain('href="https://icnari2027.example.org/"')
    expect(home).not.toMatch(/<script(?![^>]*ld\+json)/)
    expect(home).not.toContain('modulepreload')
    expect(home).not.toContain('/login')
    // Registering, a registrant's page and checking in belong to the live edition: the archive has no way to them.
    expect(home).not.toContain('Register and pay online')
    expect(home).not.toMatch(/href="\/(?:register|registration|check-in)/)
    expect(home).toContain('<link rel="canonical" href="https://icnari2026.example.org/" />')
    expect(home).toContain('content="https://icnari2026.example.org/api/og-image/index.png"')
    const contact = readFileSync(join(root, 'contact', 'index.html'), 'utf8')
    expect(contact).not.toContain('<form')
    expect(contact).toMatch(/Write to <a href="mailto:[^"]+">/)
  })

  it('a run with a gap fails, names what is missing and leaves the previous archive whole', async () => {
    const root = join(archiveDir, 'icnari2026.example.org')
    const before = readFileSync(join(root, 'index.html'), 'utf8')
    brokenLink = true
    try {
      await expect(archive()).rejects.toThrow(ArchiveError)
      await expect(archive()).rejects.toThrow('/files/brochure.pdf')
    } finally {
      brokenLink = false
    }
    expect(readFileSync(join(root, 'index.html'), 'utf8')).toBe(before)
  })
})
