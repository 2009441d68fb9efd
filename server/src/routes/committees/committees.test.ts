import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { committeeMembers } from '../../db/schema'
import { BASE, BODY, common, KINDS, type Member, UNKNOWN_ID, useCommitteeApp } from './committees.fixtures'

const { ctx, create, names, storedImage, imageExists } = useCommitteeApp()

describe.each(KINDS)('%s committee', (kind) => {
  const base = BASE[kind]

  it(`post ${base}/createMember answers 201 { success, msg, member } with every field`, async () => {
    const token = await ctx.login()
    const res = await ctx.request(`${base}/createMember`, {
      method: 'POST',
      json: { ...BODY[kind], name: `Create ${kind}`, priority: 3 },
      token,
    })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(Object.keys(body).sort()).toEqual(['member', 'msg', 'success'])
    expect(body).toMatchObject({ success: true, msg: 'Member created successfully.' })
    expect(body.member).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: `Create ${kind}`,
      specialization: common.specialization,
      college: common.college,
      imageUrl: common.imageUrl,
      committee: BODY[kind].committee,
      description: common.description,
      role: kind === 'organising' ? null : BODY[kind].role,
      priority: 3,
      createdAt: expect.any(String),
    })
    const [row] = await ctx.db.handle.db.select().from(committeeMembers).where(eq(committeeMembers.id, body.member._id))
    expect(row?.kind).toBe(kind)
  })

  it(`post ${base}/createMember splits a comma-separated specialization, allows an empty or absent imageUrl; without a priority it goes last`, async () => {
    const token = await ctx.login()
    const before = (await (await ctx.request(`${base}/getAllMembers`)).json()).members as Member[]
    const a = await create(kind, token, { specialization: ' EVs , Batteries,, ', imageUrl: '' })
    const highest = Math.max(-1, ...before.map((m) => m.priority ?? -1))
    expect(a).toMatchObject({ imageUrl: '', priority: highest + 1 })
    const after = (await (await ctx.request(`${base}/getAllMembers`)).json()).members as Member[]
    expect(after.filter((m) => m.priority !== null).at(-1)?._id).toBe(a._id)
    expect((a as unknown as { specialization: string[] }).specialization).toEqual(['EVs', 'Batteries'])
    const { imageUrl: _omit, ...noImage } = BODY[kind]
    const res = await ctx.request(`${base}/createMember`, { method: 'POST', json: noImage, token })
    expect(res.status).toBe(201)
    expect((await res.json()).member.imageUrl).toBe('')
  })

  it.each([
    ['name', { name: undefined }, 'Name is required.'],
    ['name', { name: '  ' }, 'Name is required.'],
    ['specialization', { specialization: undefined }, 'Specialization must be a list or a comma-separated text.'],
    ['specialization', { specialization: [] }, 'Specialization is required.'],
    ['specialization', { specialization: ' , ' }, 'Specialization is required.'],
    ['college', { college: undefined }, 'College is required.'],
    ['committee', { committee: undefined }, 'Committee is required.'],
    ['description', { description: undefined }, 'Description is required.'],
    [
      'imageUrl',
      { imageUrl: 'javascript:alert(1)' },
      'Image URL must be an uploaded image URL or an absolute http(s) URL.',
    ],
    ['priority', { priority: -1 }, 'Priority must be a whole number of 0 or more.'],
    ['priority', { priority: 1.5 }, 'Priority must be a whole number of 0 or more.'],
    ['priority', { priority: '2' }, 'Priority must be a whole number of 0 or more.'],
  ])(`post ${base}/createMember rejects a bad %s with 400 and the field named (%#)`, async (field, patch, message) => {
    const token = await ctx.login()
    const before = (await names(kind)).length
    const res = await ctx.request(`${base}/createMember`, { method: 'POST', json: { ...BODY[kind], ...patch }, token })
    expect(res.status).toBe(400)
    const json = await res.json()
    expect(json.issues).toContainEqual({ path: field, message })
    expect((await names(kind)).length).toBe(before)
  })

  it(`post ${base}/createMember without a token or with a forged one answers 401 and adds nothing`, async () => {
    const before = (await names(kind)).length
    const none = await ctx.request(`${base}/createMember`, { method: 'POST', json: BODY[kind] })
    expect(none.status).toBe(401)
    expect((await none.json()).message).toMatch(/log in/i)
    const forged = await ctx.request(`${base}/createMember`, { method: 'POST', json: BODY[kind], token: 'forged' })
    expect(forged.status).toBe(401)
    expect((await names(kind)).length).toBe(before)
  })

  it(`get ${base}/getMember/{id} is public and answers { success, member }; unknown and malformed ids 404`, async () => {
    const token = await ctx.login()
    const created = await create(kind, token, { name: `Get ${kind}` })
    const res = await ctx.request(`${base}/getMember/${created._id}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, member: created })
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const missing = await ctx.request(`${base}/getMember/${id}`)
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ message: 'Member not found.' })
    }
  })

  it(`put ${base}/updateMember/{id} answers 201 { success, msg, member }; absent priority keeps, null clears`, async () => {
    const token = await ctx.login()
    const created = await create(kind, token, { name: `Update ${kind}`, priority: 4 })
    const res = await ctx.request(`${base}/updateMember/${created._id}`, {
      method: 'PUT',
      json: { ...BODY[kind], name: `Updated ${kind}`, specialization: 'A, B', role: undefined },
      token,
    })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body).toEqual({
      success: true,
      msg: 'Member updated successfully.',
      member: {
        ...created,
        name: `Updated ${kind}`,
        specialization: ['A', 'B'],
        role: null,
        priority: 4,
        committee: BODY[kind].committee,
      },
    })
    const got = await (await ctx.request(`${base}/getMember/${created._id}`)).json()
    expect(got.member).toEqual(body.member)

    const cleared = await ctx.request(`${base}/updateMember/${created._id}`, {
      method: 'PUT',
      json: { ...BODY[kind], priority: null },
      token,
    })
    expect((await cleared.json()).member.priority).toBeNull()
  })

  it(`put ${base}/updateMember/{id}: 400 on bad input, 401 without a valid token, 404 on unknown or malformed id`, async () => {
    const token = await ctx.login()
    const created = await create(kind, token, { name: `Guarded ${kind}` })
    const bad = await ctx.request(`${base}/updateMember/${created._id}`, {
      method: 'PUT',
      json: { ...BODY[kind], name: '' },
      token,
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).issues).toContainEqual({ path: 'name', message: 'Name is required.' })
    const put = (id: string, t?: string) =>
      ctx.request(`${base}/updateMember/${id}`, { method: 'PUT', json: { ...BODY[kind], name: 'Hacked' }, token: t })
    expect((await put(created._id)).status).toBe(401)
    expect((await put(created._id, 'forged')).status).toBe(401)
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const res = await put(id, token)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Member not found.' })
    }
    const got = await (await ctx.request(`${base}/getMember/${created._id}`)).json()
    expect(got.member.name).toBe(`Guarded ${kind}`)
  })

  it(`delete ${base}/deleteMember/{id} answers 200 { success, msg }; then 404; 401 without a valid token`, async () => {
    const token = await ctx.login()
    const created = await create(kind, token, { name: `Delete ${kind}` })
    expect((await ctx.request(`${base}/deleteMember/${created._id}`, { method: 'DELETE' })).status).toBe(401)
    expect(
      (await ctx.request(`${base}/deleteMember/${created._id}`, { method: 'DELETE', token: 'forged' })).status,
    ).toBe(401)
    const res = await ctx.request(`${base}/deleteMember/${created._id}`, { method: 'DELETE', token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, msg: 'Member deleted successfully.' })
    expect(await names(kind)).not.toContain(`Delete ${kind}`)
    for (const id of [created._id, 'not-a-uuid']) {
      const again = await ctx.request(`${base}/deleteMember/${id}`, { method: 'DELETE', token })
      expect(again.status).toBe(404)
      expect(await again.json()).toEqual({ message: 'Member not found.' })
    }
  })

  it(`get ${base}/getAllMembers is public: ascending priority, members without one last, then oldest first`, async () => {
    const token = await ctx.login()
    await ctx.db.handle.db.delete(committeeMembers).where(eq(committeeMembers.kind, kind))
    for (const [name, priority] of [
      ['P2 first', 2],
      ['None first', undefined],
      ['P0', 0],
      ['P2 second', 2],
      ['None second', null],
      ['P1', 1],
    ] as const) {
      await create(kind, token, { name, priority })
    }
    const res = await ctx.request(`${base}/getAllMembers`)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(Object.keys(body).sort()).toEqual(['members', 'success'])
    expect(body.success).toBe(true)
    expect(body.members.map((m: Member) => m.name)).toEqual([
      'P0',
      'P1',
      'P2 first',
      'P2 second',
      'None first',
      'None second',
    ])
  })

  it(`${base}: deleting a member or replacing its image deletes our image once nothing uses it`, async () => {
    const token = await ctx.login()
    const shared = await storedImage()
    const a = await create(kind, token, { name: 'Image A', imageUrl: shared })
    const b = await create(kind, token, { name: 'Image B', imageUrl: shared })
    await ctx.request(`${base}/deleteMember/${a._id}`, { method: 'DELETE', token })
    expect(await imageExists(shared)).toBe(true) // still used by B
    const replacement = await storedImage()
    const res = await ctx.request(`${base}/updateMember/${b._id}`, {
      method: 'PUT',
      json: { ...BODY[kind], imageUrl: replacement },
      token,
    })
    expect(res.status).toBe(201)
    expect(await imageExists(shared)).toBe(false)
    expect(await imageExists(replacement)).toBe(true)
    // Saving with the same image keeps it.
    await ctx.request(`${base}/updateMember/${b._id}`, {
      method: 'PUT',
      json: { ...BODY[kind], imageUrl: replacement },
      token,
    })
    expect(await imageExists(replacement)).toBe(true)
    await ctx.request(`${base}/deleteMember/${b._id}`, { method: 'DELETE', token })
    expect(await imageExists(replacement)).toBe(false)
  })
})
