import { count } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { createAdmin } from '../../auth/admins'
import { auditLog } from '../../db/schema'
import type { AuditEntryJson } from './audit.fixtures'

// Reading the log: GET /api/audit pages newest first through the nextBefore cursor, filters by entity and by
// admin, refuses bad parameters with 400, and nothing can write to it through the API.

const ctx = useTestApp()
const SECOND = { name: 'Second Admin', email: 'second@example.org', password: 'second-pass-123' }

let token = ''
let secondToken = ''
let secondId = ''

async function read(query: string, as = token) {
  const res = await ctx.request(`/audit${query}`, { token: as })
  return { status: res.status, body: await res.json() }
}

beforeAll(async () => {
  const second = await createAdmin(ctx.db.handle.db, SECOND)
  secondId = (second as { id: string }).id
  token = await ctx.login()
  secondToken = await ctx.login(SECOND.email, SECOND.password)
  // Seven papers by the first admin, then two speakers by the second.
  for (let i = 1; i <= 7; i++)
    await ctx.request('/papers/add', {
      method: 'POST',
      json: { heading: `P${i}`, authors: ['A'], content: 'x' },
      token,
    })
  for (const name of ['S1', 'S2'])
    await ctx.request('/speaker/create', {
      method: 'POST',
      json: { name, specialization: ['x'], description: 'x' },
      token: secondToken,
    })
})

describe('GET /api/audit', () => {
  it('needs the admin token', async () => {
    expect((await ctx.request('/audit')).status).toBe(401)
    expect((await ctx.request('/audit', { token: 'forged' })).status).toBe(401)
    expect((await ctx.request('/audit/filters')).status).toBe(401)
  })

  it('answers { entries, nextBefore }, newest first, each entry with its actor', async () => {
    const { status, body } = await read('')
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['entries', 'nextBefore'])
    const writes = body.entries.filter((e: AuditEntryJson) => e.entity === 'paper' || e.entity === 'speaker')
    expect(writes.map((e: AuditEntryJson) => e.after?.name ?? e.after?.heading)).toEqual([
      'S2',
      'S1',
      'P7',
      'P6',
      'P5',
      'P4',
      'P3',
      'P2',
      'P1',
    ])
    expect(Object.keys(writes[0]).sort()).toEqual(
      ['_id', 'action', 'actor', 'after', 'at', 'before', 'entity', 'entityId'].sort(),
    )
    expect(writes[0].actor).toEqual({ _id: secondId, email: SECOND.email, name: SECOND.name })
    const times = body.entries.map((e: AuditEntryJson) => Date.parse(e.at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(body.nextBefore).toBeNull() // fewer than 50 entries
  })

  it('pages with limit and the nextBefore cursor, without gaps or repeats', async () => {
    const all = (await read('?entity=paper&limit=200')).body.entries as AuditEntryJson[]
    expect(all).toHaveLength(7)
    const seen: string[] = []
    let cursor = ''
    for (let page = 0; page < 4; page++) {
      const { body } = await read(`?entity=paper&limit=3${cursor ? `&before=${cursor}` : ''}`)
      seen.push(...body.entries.map((e: AuditEntryJson) => e._id))
      if (!body.nextBefore) break
      expect(body.nextBefore).toBe(body.entries.at(-1)._id)
      cursor = body.nextBefore
    }
    expect(seen).toEqual(all.map((e) => e._id))
  })

  it('filters by entity and by admin (id or e-mail in any case); filters combine', async () => {
    const speakers = (await read('?entity=speaker')).body.entries as AuditEntryJson[]
    expect(speakers.map((e) => e.after?.name)).toEqual(['S2', 'S1'])
    const byId = (await read(`?actor=${secondId}`)).body.entries as AuditEntryJson[]
    const byEmail = (await read('?actor=SECOND@Example.org')).body.entries as AuditEntryJson[]
    expect(byEmail.map((e) => e._id)).toEqual(byId.map((e) => e._id))
    expect(byId.length).toBeGreaterThanOrEqual(2)
    for (const e of byId) expect(e.actor._id).toBe(secondId)
    expect((await read(`?entity=paper&actor=${secondId}`)).body.entries).toEqual([])
    expect((await read('?entity=nothing-here')).body).toEqual({ entries: [], nextBefore: null })
  })

  it('GET /api/audit/filters lists the entities and the admins in the log', async () => {
    const res = await ctx.request('/audit/filters', { token })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.entities).toEqual(expect.arrayContaining(['paper', 'speaker']))
    expect([...body.entities].sort()).toEqual(body.entities)
    expect(body.actors).toContainEqual({ _id: secondId, email: SECOND.email, name: SECOND.name })
  })

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 200.'],
    ['limit=201', 'limit must be a whole number from 1 to 200.'],
    ['limit=ten', 'limit must be a whole number from 1 to 200.'],
    ['before=yesterday', 'before must be the _id of an audit entry (the nextBefore of the previous page).'],
    ['before=00000000-0000-4000-8000-000000000000', 'before: no audit entry has this _id'],
    ['entity=Paper%3B', 'entity must be an entity name in lower-case letters and hyphens'],
    ['actor=nobody', "actor must be an admin's _id or e-mail address."],
    ['actor=a%00%40b', "actor must be an admin's _id or e-mail address."],
  ])('?%s answers 400 with a clear message', async (query, message) => {
    const { status, body } = await read(`?${query}`)
    expect(status).toBe(400)
    expect(body.message).toContain(message)
  })

  it('is read-only: no method writes, changes or deletes entries', async () => {
    const entries = async () => (await ctx.db.handle.db.select({ n: count() }).from(auditLog))[0]?.n
    const before = await entries()
    const [first] = (await read('?limit=1')).body.entries as AuditEntryJson[]
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/audit', `/audit/${first!._id}`, '/audit/filters']) {
        const res = await ctx.request(path, { method, token, json: { action: 'forged', entity: 'paper' } })
        expect([404, 405], `${method} ${path}`).toContain(res.status)
      }
    }
    expect(await entries()).toBe(before)
    expect((await read('?limit=1')).body.entries[0]).toEqual(first)
  })
})
