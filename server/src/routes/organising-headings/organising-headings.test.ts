import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema'
import { BODY, useCommitteeApp } from '../committees/committees.fixtures'
import { ORGANISING_COMMITTEES } from '../committees/committees.schemas'

// Issue 54 item 3: the organising committee's headings are data — renamed, reordered, added, removed when empty.
const { ctx, create } = useCommitteeApp()
type Json = Record<string, any>

const headings = async () => (await (await ctx.request('/organisingcommitee/headings')).json()).headings as Json[]

describe('organising committee headings', () => {
  it('start as the 15 headings of the earlier site, in its order and wording, public', async () => {
    const list = await headings()
    expect(list.map((h) => h.name)).toEqual([...ORGANISING_COMMITTEES])
    expect(list.map((h) => h.position)).toEqual([...ORGANISING_COMMITTEES.keys()])
  })

  it('are added last, moved, renamed (with their members) and removed only when empty', async () => {
    const token = await ctx.login()
    const send = (method: string, path: string, json?: unknown) =>
      ctx.request(`/organisingcommitee/headings${path}`, { method, json, token })

    const added = await send('POST', '', { name: ' Finance Chair ' })
    expect(added.status).toBe(201)
    const finance = (await added.json()).heading
    expect(finance).toMatchObject({ name: 'Finance Chair', position: 15, memberCount: 0 })
    expect((await send('POST', '', { name: 'Finance Chair' })).status).toBe(409)

    // Move "Organizing Chair" (third) to the top: the rest keep their order.
    const organizing = (await headings()).find((h) => h.name === 'Organizing Chair')!
    expect((await send('PATCH', `/${organizing._id}`, { position: 0 })).status).toBe(200)
    expect((await headings()).slice(0, 3).map((h) => h.name)).toEqual([
      'Organizing Chair',
      'Patron & General Chair',
      'Honorary Chairs (Chairman)',
    ])

    // A member under it follows a rename; the members' list shows the new name at once (cache dropped).
    const member = await create('organising', token, { name: 'Dr. Chair', committee: 'Organizing Chair' })
    await ctx.request('/organisingcommitee/getAllMembers')
    const renamed = await send('PATCH', `/${organizing._id}`, { name: 'Organising Chair' })
    expect((await renamed.json()).heading).toMatchObject({ name: 'Organising Chair', memberCount: 1, position: 0 })
    const listed = (await (await ctx.request('/organisingcommitee/getAllMembers')).json()).members as Json[]
    expect(listed.find((m) => m._id === member._id)?.committee).toBe('Organising Chair')
    // The old name is no heading any more: a member cannot be put under it.
    const stale = await ctx.request('/organisingcommitee/createMember', {
      method: 'POST',
      json: { ...BODY.organising, committee: 'Organizing Chair' },
      token,
    })
    expect(stale.status).toBe(400)

    const notEmpty = await send('DELETE', `/${organizing._id}`)
    expect(notEmpty.status).toBe(409)
    expect((await notEmpty.json()).message).toBe('"Organising Chair" still has a member: move or delete them first.')
    expect((await send('DELETE', `/${finance._id}`)).status).toBe(200)
    const after = await headings()
    expect(after.map((h) => h.name)).not.toContain('Finance Chair')
    expect(after.map((h) => h.position)).toEqual([...after.keys()])

    const [entry] = await ctx.db.handle.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'organising-heading'),
          eq(auditLog.entityId, finance._id),
          eq(auditLog.action, 'delete'),
        ),
      )
    expect(entry?.before).toMatchObject({ name: 'Finance Chair' })
  })

  it('refuse bad input with 400, unknown ids with 404 and writes without a token with 401', async () => {
    const token = await ctx.login()
    const [first] = await headings()
    const patch = (json: unknown, id = first!._id, withToken = true) =>
      ctx.request(`/organisingcommitee/headings/${id}`, { method: 'PATCH', json, token: withToken ? token : undefined })
    expect((await patch({})).status).toBe(400)
    expect((await patch({ position: -1 })).status).toBe(400)
    expect((await patch({ name: '  ' })).status).toBe(400)
    expect((await patch({ position: 1 }, '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f')).status).toBe(404)
    expect((await patch({ position: 1 }, first!._id, false)).status).toBe(401)
    expect((await ctx.request('/organisingcommitee/headings', { method: 'POST', json: { name: 'X' } })).status).toBe(
      401,
    )
  })
})
