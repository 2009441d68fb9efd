import { like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { topicOf } from '../../cache/keys'
import { papers } from '../../db/schema'

const ctx = useTestApp()

const paper = {
  heading: 'Adaptive control of grid-forming inverters',
  authors: ['A. Kumar', 'S. Singh'],
  link: 'https://example.org/p/1',
  content: 'We propose an adaptive controller.',
}

describe('papers', () => {
  it('post /papers/add creates a paper and answers 201 with message and paper', async () => {
    const token = await ctx.login()
    const res = await ctx.request('/papers/add', { method: 'POST', json: paper, token })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body.message).toBe('Paper added successfully.')
    expect(body.paper).toMatchObject({ ...paper, _id: expect.any(String), createdAt: expect.any(String) })
  })

  it('post /papers/add splits comma-separated authors and treats an empty link as none', async () => {
    const token = await ctx.login()
    const res = await ctx.request('/papers/add', {
      method: 'POST',
      json: { heading: 'H', authors: ' A. One , B. Two,, ', content: 'C', link: '' },
      token,
    })
    expect(res.status).toBe(201)
    const { paper: created } = await res.json()
    expect(created.authors).toEqual(['A. One', 'B. Two'])
    expect(created.link).toBeNull()
  })

  it.each([
    ['heading', { ...paper, heading: undefined }, 'Heading is required.'],
    ['heading', { ...paper, heading: '   ' }, 'Heading is required.'],
    ['authors', { ...paper, authors: [] }, 'Authors is required.'],
    ['authors', { ...paper, authors: 42 }, 'Authors must be a list or a comma-separated text.'],
    ['content', { ...paper, content: undefined }, 'Content is required.'],
    ['link', { ...paper, link: 'javascript:alert(1)' }, 'Link must be an absolute http:// or https:// URL.'],
    ['link', { ...paper, link: 'not a url' }, 'Link must be an absolute http:// or https:// URL.'],
    // Browsers read these as http(s) URLs with hosts nobody wrote; they are refused, not guessed at.
    ['link', { ...paper, link: 'http:alert(1)' }, 'Link must be an absolute http:// or https:// URL.'],
    ['link', { ...paper, link: 'https:/\\evil.example' }, 'Link must be an absolute http:// or https:// URL.'],
    [
      'link',
      { ...paper, link: 'https://example.org\\@evil.example/' },
      'Link must be an absolute http:// or https:// URL.',
    ],
    ['link', { ...paper, link: 'http://' }, 'Link must be an absolute http:// or https:// URL.'],
    [
      'link',
      { ...paper, link: 'https://user:secret@example.org/' },
      'Link must be an absolute http:// or https:// URL.',
    ],
    ['heading', { ...paper, heading: 'x'.repeat(501) }, 'Heading must be at most 500 characters.'],
  ])('post /papers/add rejects a bad %s with 400 and the field named', async (field, body, message) => {
    const token = await ctx.login()
    const res = await ctx.request('/papers/add', { method: 'POST', json: body, token })
    expect(res.status).toBe(400)
    const json = await res.json()
    expect(json.issues).toContainEqual({ path: field, message })
    expect(json.message).toContain(message)
  })

  it('post /papers/add stores a link as the parsed URL visitors will get (its href)', async () => {
    const token = await ctx.login()
    const cases: [string, string][] = [
      ['HTTPS://Example.ORG', 'https://example.org/'],
      ['https://example.org/a b?q=1#part', 'https://example.org/a%20b?q=1#part'],
      ['https://exämple.org/p', 'https://xn--exmple-cua.org/p'],
      ['http://192.0.2.7:8080/x', 'http://192.0.2.7:8080/x'],
    ]
    for (const [sent, stored] of cases) {
      const res = await ctx.request('/papers/add', { method: 'POST', json: { ...paper, link: sent }, token })
      expect(res.status, sent).toBe(201)
      const { paper: created } = await res.json()
      expect(created.link, sent).toBe(stored)
      const listed = (await (await ctx.request('/papers/all')).json()).data.find(
        (p: { _id: string }) => p._id === created._id,
      )
      expect(listed.link).toBe(stored)
    }
  })

  it('post /papers/add refuses malformed JSON, a wrong content type and a huge body with 4xx JSON', async () => {
    const token = await ctx.login()
    const bad = await ctx.request('/papers/add', {
      method: 'POST',
      body: '{"heading":',
      headers: { 'content-type': 'application/json' },
      token,
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toBe('The request body is not valid JSON.')
    const text = await ctx.request('/papers/add', {
      method: 'POST',
      body: 'heading=x',
      headers: { 'content-type': 'text/plain' },
      token,
    })
    expect(text.status).toBeGreaterThanOrEqual(400)
    expect(text.status).toBeLessThan(500)
    expect((await text.json()).message).toEqual(expect.any(String))
    const huge = await ctx.request('/papers/add', {
      method: 'POST',
      json: { ...paper, content: 'x'.repeat(300_000) },
      token,
    })
    expect(huge.status).toBe(413)
    expect((await huge.json()).message).toMatch(/too large/)
  })

  it('post /papers/add without a token, or with a forged one, answers 401 and adds nothing', async () => {
    const before = (await (await ctx.request('/papers/all')).json()).totalCount
    const none = await ctx.request('/papers/add', { method: 'POST', json: paper })
    expect(none.status).toBe(401)
    expect((await none.json()).message).toMatch(/log in/i)
    const forged = await ctx.request('/papers/add', { method: 'POST', json: paper, token: 'forged-token' })
    expect(forged.status).toBe(401)
    const after = (await (await ctx.request('/papers/all')).json()).totalCount
    expect(after).toBe(before)
  })

  it('get /papers/all lists newest first with the envelope, and pages with skip and limit', async () => {
    const token = await ctx.login()
    for (const heading of ['First', 'Second', 'Third']) {
      await ctx.request('/papers/add', { method: 'POST', json: { ...paper, heading }, token })
    }
    const all = await (await ctx.request('/papers/all')).json()
    expect(all.data.slice(0, 3).map((p: { heading: string }) => p.heading)).toEqual(['Third', 'Second', 'First'])
    expect(all.totalCount).toBe(all.data.length)
    expect(all).toMatchObject({ currentPage: 1, pageSize: all.totalCount, totalPages: 1 })

    const page = await (await ctx.request('/papers/all?skip=1&limit=1')).json()
    expect(page.data.map((p: { heading: string }) => p.heading)).toEqual(['Second'])
    expect(page).toMatchObject({ totalCount: all.totalCount, currentPage: 2, pageSize: 1, totalPages: all.totalCount })

    const bad = await ctx.request('/papers/all?limit=abc')
    expect(bad.status).toBe(400)
  })

  it('get /papers/all?q= finds papers by CMT id, title or author (any case), paged like the list', async () => {
    const db = ctx.db.handle.db
    const start = Date.UTC(2001, 0, 1)
    await db.insert(papers).values([
      {
        heading: 'Solar forecasting with transformers',
        authors: ['R. Iyer'],
        content: 'c',
        cmtId: '4711',
        createdAt: new Date(start),
      },
      {
        heading: 'Wind farm wake steering',
        authors: ['Meera Nair', 'J. Doe'],
        content: 'c',
        cmtId: '815',
        createdAt: new Date(start + 1000),
      },
      { heading: 'A 100% renewable_grid', authors: ['K. Rao'], content: 'c', createdAt: new Date(start + 2000) },
    ])
    await ctx.cache.invalidate(topicOf('/api/papers/all')) // written past the API
    const headings = async (query: string) => {
      const res = await ctx.request(`/papers/all?${query}`)
      expect(res.status, query).toBe(200)
      return (await res.json()) as {
        data: { heading: string }[]
        totalCount: number
        totalPages: number
        pageSize: number
      }
    }
    const names = async (query: string) => (await headings(query)).data.map((p) => p.heading)
    expect(await names('q=4711')).toEqual(['Solar forecasting with transformers'])
    expect(await names('q=WAKE%20steer')).toEqual(['Wind farm wake steering'])
    expect(await names('q=nair')).toEqual(['Wind farm wake steering'])
    // % and _ are letters to look for, not wildcards.
    expect(await names('q=100%25')).toEqual(['A 100% renewable_grid'])
    expect(await names('q=_')).toEqual(['A 100% renewable_grid'])
    expect(await names('q=zzz-no-such-paper')).toEqual([])
    // Newest first and paged like the whole list.
    const all = await headings('q=r')
    expect(all.totalCount).toBeGreaterThanOrEqual(3)
    const second = await headings('q=r&skip=1&limit=1')
    expect(second).toMatchObject({ totalCount: all.totalCount, pageSize: 1, totalPages: all.totalCount })
    expect(second.data.map((p) => p.heading)).toEqual([all.data[1]!.heading])
    // Only spaces: every paper, as without q.
    const whole = await (await ctx.request('/papers/all')).json()
    expect((await headings('q=%20%20')).totalCount).toBe(whole.totalCount)
    const long = await ctx.request(`/papers/all?q=${'x'.repeat(201)}`)
    expect(long.status).toBe(400)
    expect((await long.json()).message).toContain('q must be at most 200 characters.')
  })

  it('delete /papers/delete/{id} removes the paper; unknown and malformed ids answer 404', async () => {
    const token = await ctx.login()
    const { paper: created } = await (
      await ctx.request('/papers/add', { method: 'POST', json: { ...paper, heading: 'To delete' }, token })
    ).json()
    const res = await ctx.request(`/papers/delete/${created._id}`, { method: 'DELETE', token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Paper deleted successfully.' })
    const all = await (await ctx.request('/papers/all')).json()
    expect(all.data.find((p: { _id: string }) => p._id === created._id)).toBeUndefined()

    const again = await ctx.request(`/papers/delete/${created._id}`, { method: 'DELETE', token })
    expect(again.status).toBe(404)
    expect((await again.json()).message).toBe('Paper not found.')
    const malformed = await ctx.request('/papers/delete/not-a-uuid', { method: 'DELETE', token })
    expect(malformed.status).toBe(404)
    const noToken = await ctx.request(`/papers/delete/${created._id}`, { method: 'DELETE' })
    expect(noToken.status).toBe(401)
  })
})

describe('papers ids', () => {
  it('a very long id is an unknown id: 404, not 400', async () => {
    const token = await ctx.login()
    const res = await ctx.request(`/papers/delete/${'a'.repeat(500)}`, { method: 'DELETE', token })
    expect(res.status).toBe(404)
  })
})

describe('a list past 500 papers (issue 50: 202,000 imported rows made every anonymous answer 33 MB)', () => {
  type Page = {
    data: { _id: string; heading: string }[]
    totalCount: number
    currentPage: number
    pageSize: number
    totalPages: number
  }
  const EXTRA = 1201
  const list = async (query = '', token?: string) => {
    const res = await ctx.request(`/papers/all${query}`, { token })
    expect(res.status, query).toBe(200)
    return (await res.json()) as Page
  }
  const dropCachedLists = () => ctx.cache.invalidate(topicOf('/api/papers/all'))

  it('is answered in pages of 500 by default, in the earlier envelope, and every paper is reached by paging', async () => {
    const db = ctx.db.handle.db
    const before = (await list()).totalCount
    const start = Date.UTC(2030, 0, 1)
    const rows = Array.from({ length: EXTRA }, (_, i) => ({
      heading: `Imported ${i}`,
      authors: ['A. Author'],
      content: 'c',
      createdAt: new Date(start + i * 1000),
    }))
    await db.insert(papers).values(rows)
    await dropCachedLists()
    try {
      const total = before + EXTRA
      const first = await list()
      expect({ ...first, data: first.data.length }).toEqual({
        data: 500,
        totalCount: total,
        currentPage: 1,
        pageSize: 500,
        totalPages: Math.ceil(total / 500),
      })
      expect(first.data[0]!.heading).toBe(`Imported ${EXTRA - 1}`)
      // An admin's token changes nothing: one URL, one answer (the response cache keeps it once for everyone).
      expect((await list('', await ctx.login())).data).toHaveLength(500)
      // `totalPages` tells a client to page: every paper once, newest first.
      const ids = first.data.map((p) => p._id)
      for (let page = 2; page <= first.totalPages; page++) {
        const next = await list(`?skip=${(page - 1) * 500}&limit=500`)
        expect(next).toMatchObject({ currentPage: page, pageSize: 500, totalCount: total })
        ids.push(...next.data.map((p) => p._id))
      }
      expect(new Set(ids).size).toBe(total)
      // A limit asked for is kept, up to 1000.
      expect((await list('?limit=1000')).data).toHaveLength(1000)
    } finally {
      await db.delete(papers).where(like(papers.heading, 'Imported %'))
      await dropCachedLists()
    }
    // 500 or fewer: everything in one answer, as before.
    const small = await list()
    expect(small).toMatchObject({ totalCount: before, pageSize: before, totalPages: before > 0 ? 1 : 0 })
    expect(small.data).toHaveLength(before)
  })
})
