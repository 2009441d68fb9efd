import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { committeeMembers } from '../../db/schema'
import { BASE, BODY, UNKNOWN_ID, useCommitteeApp, WITH_PRIORITY } from './committees.fixtures'
import { NOT_A_HEADING, ORGANISING_COMMITTEES } from './committees.schemas'

// Committees kept apart, the organising committee's own rules, and setPriority (every committee: issue 54).
const { ctx, create, names } = useCommitteeApp()

describe('committees never mix', () => {
  it.each([
    ['technical', 'international'],
    ['international', 'technical'],
    ['technical', 'organising'],
    ['organising', 'international'],
    ['industry', 'technical'],
    ['organising', 'industry'],
  ] as const)('a %s member id on the %s committee answers 404 for get, update, delete', async (owner, other) => {
    const token = await ctx.login()
    const member = await create(owner, token, { name: `Owned by ${owner}` })
    const get = await ctx.request(`${BASE[other]}/getMember/${member._id}`)
    expect(get.status).toBe(404)
    const put = await ctx.request(`${BASE[other]}/updateMember/${member._id}`, {
      method: 'PUT',
      json: BODY[other],
      token,
    })
    expect(put.status).toBe(404)
    const del = await ctx.request(`${BASE[other]}/deleteMember/${member._id}`, { method: 'DELETE', token })
    expect(del.status).toBe(404)
    expect(await names(other)).not.toContain(`Owned by ${owner}`)
    const still = await ctx.request(`${BASE[owner]}/getMember/${member._id}`)
    expect((await still.json()).member.name).toBe(`Owned by ${owner}`)
  })
})

describe('organising committee specifics', () => {
  it('accepts each of the 15 headings exactly', async () => {
    expect(ORGANISING_COMMITTEES).toHaveLength(15)
    const token = await ctx.login()
    for (const committee of ORGANISING_COMMITTEES) {
      const m = await create('organising', token, { committee, name: `Heading ${committee}` })
      expect((m as unknown as { committee: string }).committee).toBe(committee)
    }
  })

  it.each(['Chairs', 'organizing chair', 'Organizing Chair.', 'Technical Programme Committee'])(
    'post /organisingcommitee/createMember rejects the unknown heading %j with 400',
    async (committee) => {
      const token = await ctx.login()
      const res = await ctx.request('/organisingcommitee/createMember', {
        method: 'POST',
        json: { ...BODY.organising, committee },
        token,
      })
      expect(res.status).toBe(400)
      expect((await res.json()).issues).toContainEqual({
        path: 'committee',
        message: NOT_A_HEADING,
      })
    },
  )

  it('ignores a role sent for an organising member (stored as null)', async () => {
    const token = await ctx.login()
    const m = await create('organising', token, { role: 'Chair', name: 'No role' })
    expect(m.role).toBeNull()
  })

  it('keeps a role for technical, international and industry members; an empty role counts as none', async () => {
    const token = await ctx.login()
    expect((await create('technical', token, { role: '' })).role).toBeNull()
    expect((await create('international', token, { role: ' Advisor ' })).role).toBe('Advisor')
    expect((await create('industry', token, { role: 'Member' })).role).toBe('Member')
  })
})

describe.each(WITH_PRIORITY)('%s committee setPriority', (kind) => {
  const base = BASE[kind]

  it(`patch ${base}/setPriority/{id} answers 200 { success, msg } and reorders the list`, async () => {
    const token = await ctx.login()
    await ctx.db.handle.db.delete(committeeMembers).where(eq(committeeMembers.kind, kind))
    const first = await create(kind, token, { name: 'First', priority: 1 })
    await create(kind, token, { name: 'Second', priority: 2 })
    const res = await ctx.request(`${base}/setPriority/${first._id}`, {
      method: 'PATCH',
      json: { priority: 5 },
      token,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, msg: 'Priority updated successfully.' })
    expect(await names(kind)).toEqual(['Second', 'First'])
    const got = await (await ctx.request(`${base}/getMember/${first._id}`)).json()
    expect(got.member.priority).toBe(5)
    const zero = await ctx.request(`${base}/setPriority/${first._id}`, {
      method: 'PATCH',
      json: { priority: 0 },
      token,
    })
    expect(zero.status).toBe(200)
    expect(await names(kind)).toEqual(['First', 'Second'])
  })

  it.each([
    ['negative', { priority: -1 }],
    ['fractional', { priority: 1.5 }],
    ['a string', { priority: '3' }],
    ['null', { priority: null }],
    ['missing', {}],
  ])(`patch ${base}/setPriority/{id} rejects a %s priority with 400`, async (_label, body) => {
    const token = await ctx.login()
    const m = await create(kind, token, { priority: 7 })
    const res = await ctx.request(`${base}/setPriority/${m._id}`, { method: 'PATCH', json: body, token })
    expect(res.status).toBe(400)
    expect((await res.json()).issues).toContainEqual({
      path: 'priority',
      message: 'Priority must be a whole number of 0 or more.',
    })
    const got = await (await ctx.request(`${base}/getMember/${m._id}`)).json()
    expect(got.member.priority).toBe(7)
  })

  it(`patch ${base}/setPriority/{id}: 401 without a valid token; 404 for unknown, malformed or other-committee ids`, async () => {
    const token = await ctx.login()
    const m = await create(kind, token, { priority: 7 })
    const patch = (id: string, t?: string) =>
      ctx.request(`${base}/setPriority/${id}`, { method: 'PATCH', json: { priority: 1 }, token: t })
    expect((await patch(m._id)).status).toBe(401)
    expect((await patch(m._id, 'forged')).status).toBe(401)
    const other = kind === 'technical' ? 'international' : 'technical'
    const technical = await create(other, token, { priority: 7 })
    for (const id of [UNKNOWN_ID, 'not-a-uuid', technical._id]) {
      const res = await patch(id, token)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Member not found.' })
    }
    const got = await (await ctx.request(`${BASE[other]}/getMember/${technical._id}`)).json()
    expect(got.member.priority).toBe(7)
  })
})
