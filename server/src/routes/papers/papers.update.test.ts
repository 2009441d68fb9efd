import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { auditLog } from '../../db/schema'

// Issue 54 item 3: a paper is corrected in place, so a typo fix keeps its id, its place and its programme slot.

const ctx = useTestApp()
type Json = Record<string, any>

const paper = { heading: 'Adaptive contrl of inverters', authors: ['A. Kumar'], content: 'Abstract.' }

async function add(token: string, heading: string) {
  const res = await ctx.request('/papers/add', { method: 'POST', json: { ...paper, heading }, token })
  expect(res.status).toBe(201)
  return (await res.json()).paper as Json
}

describe('put /papers/update/{id}', () => {
  it('corrects the paper in place: same id, same place in the list, still in its programme session', async () => {
    const token = await ctx.login()
    const typo = await add(token, 'Adaptive contrl of inverters')
    const later = await add(token, 'A later paper')
    const session = await ctx.request('/programme/sessions', {
      method: 'POST',
      json: { kind: 'talk', title: 'Inverters', paperIds: [typo._id] },
      token,
    })
    expect(session.status).toBe(201)
    const sessionId = (await session.json()).session._id

    const fixed = { heading: 'Adaptive control of inverters', authors: 'A. Kumar, S. Singh', content: 'Abstract.' }
    const res = await ctx.request(`/papers/update/${typo._id}`, { method: 'PUT', json: fixed, token })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toEqual({
      message: 'Paper updated successfully.',
      paper: { ...typo, heading: fixed.heading, authors: ['A. Kumar', 'S. Singh'], link: null },
    })

    const list = (await (await ctx.request('/papers/all')).json()).data as Json[]
    const ids = list.map((p) => p._id)
    expect(ids.indexOf(later._id)).toBeLessThan(ids.indexOf(typo._id))
    expect(list.find((p) => p._id === typo._id)?.heading).toBe('Adaptive control of inverters')

    const draft = (await (await ctx.request('/programme/sessions', { token })).json()).sessions as Json[]
    expect(draft.find((s) => s._id === sessionId)?.paperIds).toEqual([typo._id])

    const [entry] = await ctx.db.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'paper'), eq(auditLog.action, 'update'), eq(auditLog.entityId, typo._id)))
    expect(entry?.before).toMatchObject({ heading: 'Adaptive contrl of inverters' })
    expect(entry?.after).toMatchObject({ heading: 'Adaptive control of inverters' })
  })

  it('keeps a link when sent and removes it when left out', async () => {
    const token = await ctx.login()
    const p = await add(token, 'Linked')
    const withLink = await ctx.request(`/papers/update/${p._id}`, {
      method: 'PUT',
      json: { ...paper, link: 'https://example.org/p/9' },
      token,
    })
    expect((await withLink.json()).paper.link).toBe('https://example.org/p/9')
    const without = await ctx.request(`/papers/update/${p._id}`, { method: 'PUT', json: paper, token })
    expect((await without.json()).paper.link).toBeNull()
  })

  it('refuses bad input with 400 naming the field, unknown ids with 404 and no token with 401', async () => {
    const token = await ctx.login()
    const p = await add(token, 'Kept as it is')
    const bad = await ctx.request(`/papers/update/${p._id}`, {
      method: 'PUT',
      json: { ...paper, heading: ' ', link: 'javascript:alert(1)' },
      token,
    })
    expect(bad.status).toBe(400)
    const issues = (await bad.json()).issues.map((i: Json) => i.path)
    expect(issues).toEqual(expect.arrayContaining(['heading', 'link']))
    const unknown = '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f'
    expect((await ctx.request(`/papers/update/${unknown}`, { method: 'PUT', json: paper, token })).status).toBe(404)
    expect((await ctx.request('/papers/update/nope', { method: 'PUT', json: paper, token })).status).toBe(404)
    expect((await ctx.request(`/papers/update/${p._id}`, { method: 'PUT', json: paper })).status).toBe(401)
    const list = (await (await ctx.request('/papers/all')).json()).data as Json[]
    expect(list.find((x) => x._id === p._id)?.heading).toBe('Kept as it is')
  })
})
