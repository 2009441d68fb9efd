import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { PAGE_DEFAULTS, PAGE_KEYS } from '../../../../common/pages'
import { requestVia, TEST_PASSWORD_HASHING, useTestApp } from '../../../test/context'
import { createApp } from '../../app'
import { ResponseCache } from '../../cache/response-cache'
import { auditLog } from '../../db/schema'

// Issue 54 item 1: the public pages' texts as named Markdown blocks, edited in /admin/pages.
const ctx = useTestApp()
type Json = Record<string, any>

const cfp = () => structuredClone(PAGE_DEFAULTS['call-for-papers'])

describe('pages', () => {
  let other: ResponseCache | undefined
  afterAll(async () => {
    await other?.stop()
  })

  it('a page never edited answers its defaults, today’s texts', async () => {
    const res = await ctx.request('/pages/call-for-papers')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ page: { key: 'call-for-papers', ...cfp(), updatedAt: null } })
    const list = (await (await ctx.request('/pages')).json()).pages as Json[]
    expect(list.map((p) => p.key)).toEqual([...PAGE_KEYS])
    const missing = await ctx.request('/pages/no-such-page')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ message: 'Page not found.' })
  })

  it('a save shows on the next load on every instance, and is audited', async () => {
    // A second instance on the same database, its answer cached before the save.
    other = new ResponseCache(ctx.db.handle)
    await other.start()
    const second = requestVia(
      createApp({ database: ctx.db.handle, responseCache: other, passwordHashing: TEST_PASSWORD_HASHING }).app,
    )
    expect((await (await second('/pages/call-for-papers')).json()).page.updatedAt).toBeNull()

    const token = await ctx.login()
    const page = cfp()
    const domains = page.blocks.find((b) => b.name === 'domains')!
    domains.items = [
      { title: 'Quantum Engineering', markdown: '- Qubits\n- Cryogenic electronics' },
      ...domains.items!.slice(0, 2).reverse(),
    ]
    page.blocks.find((b) => b.name === 'intro')!.markdown = 'Papers on **qubit control** are welcome.'
    const put = await ctx.request('/pages/call-for-papers', { method: 'PUT', json: page, token })
    expect(put.status, JSON.stringify(await put.clone().json())).toBe(200)
    expect(await put.json()).toMatchObject({ message: 'Page saved.', page: { key: 'call-for-papers' } })

    // Instances share invalidations over Postgres; PGlite lives in one process, so there is one instance to ask.
    const instances = ctx.db.handle.kind === 'postgres' ? [ctx.request, second] : [ctx.request]
    for (const request of instances) {
      const shown = (await (await request('/pages/call-for-papers')).json()).page
      expect(shown.updatedAt).toEqual(expect.any(String))
      expect(shown.blocks.find((b: Json) => b.name === 'domains').items.map((i: Json) => i.title)).toEqual([
        'Quantum Engineering',
        'Electronics and Instrumentation Engineering',
        'Electrical Engineering',
      ])
    }
    const [audit] = await ctx.db.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'page'), eq(auditLog.entityId, 'call-for-papers')))
    expect(audit).toMatchObject({ action: 'update' })

    // Search finds the edited text at the page's path, and a new domain's topics; no longer the removed domain's.
    const search = async (q: string) =>
      ((await (await ctx.request(`/search?q=${encodeURIComponent(q)}`)).json()).results as Json[]).map((r) => r.url)
    expect(await search('qubit control')).toContain('/authors/call-for-papers')
    expect(await search('cryogenic electronics')).toContain('/authors/call-for-papers')
    expect(await search('Geoscience remote sensing')).not.toContain('/authors/call-for-papers')
  })

  it('keeps a page’s tab title and description: its defaults, then what was saved, and search shows them', async () => {
    const token = await ctx.login()
    const read = async () => (await (await ctx.request('/pages/registrations')).json()).page as Json
    expect(await read()).toMatchObject({
      title: 'Registration',
      headTitle: 'Registrations',
      description: PAGE_DEFAULTS.registrations.description,
    })
    const page = { ...structuredClone(PAGE_DEFAULTS.registrations), headTitle: '', description: 'Fees for all.' }
    expect((await ctx.request('/pages/registrations', { method: 'PUT', json: page, token })).status).toBe(200)
    const saved = await read()
    expect(saved).toMatchObject({ title: 'Registration', description: 'Fees for all.' })
    expect(saved).not.toHaveProperty('headTitle')
    const results = (await (await ctx.request('/search?q=registration')).json()).results as Json[]
    expect(results.find((r) => r.url === '/authors/registrations')).toMatchObject({ title: 'Registration' })

    // A save without them (an older client) gives the page its default description and no tab title of its own.
    const { headTitle: _, description: __, ...bare } = structuredClone(PAGE_DEFAULTS['financial-support'])
    expect((await ctx.request('/pages/financial-support', { method: 'PUT', json: bare, token })).status).toBe(200)
    const support = (await (await ctx.request('/pages/financial-support')).json()).page as Json
    expect(support.description).toBe(PAGE_DEFAULTS['financial-support'].description)
    expect(support).not.toHaveProperty('headTitle')
  })

  it('renames the menu’s entries, but keeps their number and their paths', async () => {
    const token = await ctx.login()
    const menu = () => structuredClone(PAGE_DEFAULTS.menu)
    const send = (json: unknown) => ctx.request('/pages/menu', { method: 'PUT', json, token })
    const renamed = menu()
    renamed.blocks[0]!.items!.find((i) => i.link === '/about/venue-and-travels')!.title = 'Getting here'
    expect((await send(renamed)).status).toBe(200)
    const saved = (await (await ctx.request('/pages/menu')).json()).page as Json
    expect(saved.blocks[0].items.find((i: Json) => i.link === '/about/venue-and-travels').title).toBe('Getting here')

    const moved = menu()
    moved.blocks[0]!.items![1]!.link = '/elsewhere'
    const refused = await send(moved)
    expect(refused.status).toBe(400)
    expect((await refused.json()).message).toBe(
      '"Menu items" keeps its entries and their links: only their titles change.',
    )
    const fewer = menu()
    fewer.blocks[0]!.items!.pop()
    expect((await send(fewer)).status).toBe(400)
    // The menu is no page of its own: search has nothing at a path for it.
    const results = (await (await ctx.request('/search?q=Getting%20here')).json()).results as Json[]
    expect(results.map((r) => r.url)).not.toContain('/')
  })

  it('refuses a save without the token, and bad blocks with a message a person can act on', async () => {
    const anonymous = await ctx.request('/pages/call-for-papers', { method: 'PUT', json: cfp() })
    expect(anonymous.status).toBe(401)
    const token = await ctx.login()
    const send = async (json: unknown) => {
      const res = await ctx.request('/pages/call-for-papers', { method: 'PUT', json, token })
      return { status: res.status, message: (await res.json()).message as string }
    }
    const unknown = cfp()
    unknown.blocks.push({ name: 'sidebar', label: 'Sidebar', markdown: 'x' })
    expect(await send(unknown)).toEqual({ status: 400, message: 'This page has no block named "sidebar".' })
    const twice = cfp()
    twice.blocks.push(twice.blocks[0]!)
    expect(await send(twice)).toEqual({ status: 400, message: 'The block "intro" is sent twice.' })
    const notList = cfp()
    delete notList.blocks.find((b) => b.name === 'domains')!.items
    expect(await send(notList)).toEqual({
      status: 400,
      message: '"Conference domains" is a list: send its entries as items.',
    })
    const long = cfp()
    long.blocks[0]!.markdown = 'x'.repeat(20_001)
    expect((await send(long)).status).toBe(400)
    const untitled = cfp()
    untitled.blocks.find((b) => b.name === 'domains')!.items![0]!.title = ' '
    expect(await send(untitled)).toMatchObject({ status: 400 })
    expect((await ctx.request('/pages/nothing', { method: 'PUT', json: cfp(), token })).status).toBe(404)
  })
})
