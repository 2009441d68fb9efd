import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ADMIN, useTestApp } from '../../../test/context'
import { audited } from '../../api/audit'
import { admins, auditLog, papers } from '../../db/schema'
import { solidImage } from '../images/images.fixtures'
import { newestEntry } from './audit.fixtures'

// Each kind of entry the admin writes leave: who, what, which item, and the item before and after as the API
// shows it. A write that fails leaves no entry, and an entry that cannot be stored undoes its write.

const ctx = useTestApp()

const speaker = {
  name: 'Dr. A. Sharma',
  specialization: ['Power electronics'],
  imageUrl: 'https://example.org/sharma.jpg',
  description: 'Works on fast-charging converters.',
}
const member = {
  name: 'Dr. A. Kumar',
  specialization: ['Smart grids'],
  college: 'NIT Patna',
  imageUrl: '',
  committee: 'Industry Programme Committee',
  description: 'Professor.',
  role: 'Chair',
}

/** A request context as `audited` reads it: the database and the signed-in admin (the seeded one). */
async function adminContext() {
  const db = ctx.db.handle.db
  const [admin] = await db.select({ id: admins.id, name: admins.name, email: admins.email }).from(admins).limit(1)
  const values: Record<string, unknown> = { db, admin }
  return { get: (key: string) => values[key] } as unknown as Parameters<typeof audited>[0]
}

async function auditRows() {
  const [row] = await ctx.db.handle.db.select({ n: count() }).from(auditLog)
  return row!.n
}

describe('audit entries of admin writes', () => {
  it('speaker: create, update, priority and delete, each with its before and after and the admin', async () => {
    const token = await ctx.login()
    const created = (await (await ctx.request('/speaker/create', { method: 'POST', json: speaker, token })).json())
      .speaker
    const create = await newestEntry(ctx, token, 'speaker')
    expect(create).toMatchObject({ action: 'create', entityId: created._id, before: null, after: created })
    expect(create.actor).toEqual({ _id: expect.any(String), email: ADMIN.email, name: ADMIN.name })

    const res = await ctx.request(`/speaker/update/${created._id}`, {
      method: 'PUT',
      json: { ...speaker, name: 'Prof. A. Sharma' },
      token,
    })
    const updated = (await res.json()).speaker
    const update = await newestEntry(ctx, token, 'speaker')
    expect(update).toMatchObject({ action: 'update', entityId: created._id, before: created, after: updated })
    expect(update.after?.name).toBe('Prof. A. Sharma')

    await ctx.request(`/speaker/setPriority/${created._id}`, { method: 'PATCH', json: { priority: 4 }, token })
    const priority = await newestEntry(ctx, token, 'speaker')
    expect(priority).toMatchObject({ action: 'priority', before: { priority: 0 }, after: { priority: 4 } })

    await ctx.request(`/speaker/delete/${created._id}`, { method: 'DELETE', token })
    const removed = await newestEntry(ctx, token, 'speaker')
    expect(removed).toMatchObject({ action: 'delete', entityId: created._id, before: { ...updated, priority: 4 } })
    expect(removed.after).toBeNull()
  })

  it('paper, recent update and gallery photo: create and delete', async () => {
    const token = await ctx.login()
    const cases = [
      ['/papers/add', '/papers/delete', 'paper', { heading: 'A paper', authors: ['A'], content: 'Text' }],
      [
        '/recentupdate/add',
        '/recentupdate/delete',
        'update',
        { title: 'Deadline', description: 'Moved', eventDate: '2026-02-01T00:00:00.000Z' },
      ],
      ['/photogallery/upload', '/photogallery/delete', 'photo', { imageUrl: 'https://example.org/p.jpg', tags: ['a'] }],
    ] as const
    for (const [add, del, entity, body] of cases) {
      const json = await (await ctx.request(add, { method: 'POST', json: body, token })).json()
      const item = json.paper ?? json.recentUpdate ?? json.photo
      expect(await newestEntry(ctx, token, entity)).toMatchObject({
        action: 'create',
        entityId: item._id,
        before: null,
        after: item,
      })
      expect((await ctx.request(`${del}/${item._id}`, { method: 'DELETE', token })).status).toBe(200)
      expect(await newestEntry(ctx, token, entity)).toMatchObject({
        action: 'delete',
        entityId: item._id,
        before: item,
        after: null,
      })
    }
  })

  it('committee member: create, update, priority and delete, with the committee in before and after', async () => {
    const token = await ctx.login()
    const base = '/industryprogramme'
    const created = (await (await ctx.request(`${base}/createMember`, { method: 'POST', json: member, token })).json())
      .member
    expect(await newestEntry(ctx, token, 'member')).toMatchObject({
      action: 'create',
      entityId: created._id,
      before: null,
      after: { ...created, kind: 'industry' },
    })
    await ctx.request(`${base}/updateMember/${created._id}`, {
      method: 'PUT',
      json: { ...member, college: 'IIT Patna' },
      token,
    })
    expect(await newestEntry(ctx, token, 'member')).toMatchObject({
      action: 'update',
      before: { college: 'NIT Patna', kind: 'industry' },
      after: { college: 'IIT Patna', kind: 'industry' },
    })
    await ctx.request(`${base}/setPriority/${created._id}`, { method: 'PATCH', json: { priority: 2 }, token })
    expect(await newestEntry(ctx, token, 'member')).toMatchObject({
      action: 'priority',
      before: { priority: created.priority },
      after: { priority: 2 },
    })
    await ctx.request(`${base}/deleteMember/${created._id}`, { method: 'DELETE', token })
    expect(await newestEntry(ctx, token, 'member')).toMatchObject({
      action: 'delete',
      before: { _id: created._id, college: 'IIT Patna', kind: 'industry' },
      after: null,
    })
    // Another committee's kind is named too.
    const org = { ...member, committee: 'Organizing Chair' }
    await ctx.request('/organisingcommitee/createMember', { method: 'POST', json: org, token })
    expect((await newestEntry(ctx, token, 'member')).after).toMatchObject({ kind: 'organising', role: null })
  })

  it('image upload and backup download', async () => {
    const token = await ctx.login()
    const form = new FormData()
    form.append('image', new Blob([Buffer.from(await solidImage('png', 20, 10, { r: 9, g: 9, b: 9 }))]), 'a.png')
    const url = (await (await ctx.request('/user/image', { method: 'POST', body: form, token })).json()).result
    const upload = await newestEntry(ctx, token, 'image')
    expect(upload).toMatchObject({ action: 'create', before: null, after: { contentType: 'image/webp', width: 20 } })
    expect(url).toMatch(new RegExp(`/api/images/${upload.entityId}\\.webp$`))

    const backup = await ctx.request('/backup', { token })
    expect(backup.status).toBe(200)
    await backup.arrayBuffer()
    const exported = await newestEntry(ctx, token, 'backup')
    expect(exported).toMatchObject({ action: 'export', after: { bytes: expect.any(Number) } })
    expect(backup.headers.get('content-disposition')).toContain(exported.entityId)
  })

  it('refused writes leave no entry: bad input, unknown id, no token', async () => {
    const token = await ctx.login()
    const before = await auditRows()
    expect((await ctx.request('/speaker/create', { method: 'POST', json: {}, token })).status).toBe(400)
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await ctx.request(`/speaker/delete/${unknown}`, { method: 'DELETE', token })).status).toBe(404)
    const update = await ctx.request(`/speaker/update/${unknown}`, { method: 'PUT', json: speaker, token })
    expect(update.status).toBe(404)
    expect((await ctx.request('/papers/add', { method: 'POST', json: { heading: 'x' } })).status).toBe(401)
    expect(await auditRows()).toBe(before)
  })

  it('secrets never enter the log: fields named like passwords or tokens are dropped at any depth', async () => {
    const token = await ctx.login()
    // Sent to a write whose body does not take them: they must not reach the log through the item.
    const res = await ctx.request('/speaker/create', {
      method: 'POST',
      json: { ...speaker, password: 'hunter2-in-body', token: 'token-in-body' },
      token,
    })
    expect(res.status).toBe(201)
    // Passed to the recorder itself, as the account events do.
    await audited(await adminContext(), (_tx, record) =>
      record({
        action: 'update',
        entity: 'admin',
        before: { name: 'A', passwordHash: 'scrypt$secret-hash', totpSecret: 'JBSWY3DPEHPK3PXP' },
        after: {
          name: 'B',
          nested: { currentPassword: 'old-secret-1', newPassword: 'new-secret-2', tokenHash: 'th' },
          list: [{ recoveryCodes: ['rc-secret'] }, { code: '123456' }],
        },
      }),
    )
    const entry = await newestEntry(ctx, token, 'admin')
    expect(entry.before).toEqual({ name: 'A' })
    expect(entry.after).toEqual({ name: 'B', nested: {}, list: [{}, {}] })
    const dump = JSON.stringify(await ctx.db.handle.db.select().from(auditLog))
    for (const secret of [
      'hunter2-in-body',
      'token-in-body',
      'scrypt$',
      'JBSWY3DPEHPK3PXP',
      'old-secret-1',
      'new-secret-2',
      'rc-secret',
      '123456',
      token,
    ])
      expect(dump).not.toContain(secret)
  })

  it('the write and its entry land together: an entry that cannot be stored undoes the write', async () => {
    const entries = await auditRows()
    const write = audited(await adminContext(), async (tx, record) => {
      await tx.insert(papers).values({ heading: 'Never stored', authors: ['A'], content: 'x' })
      // Postgres cannot store a NUL character in jsonb: the entry fails, so the paper must go too.
      await record({ action: 'create', entity: 'paper', after: { heading: 'bad \u0000' } })
    })
    await expect(write).rejects.toThrow()
    expect(await ctx.db.handle.db.select().from(papers).where(eq(papers.heading, 'Never stored'))).toEqual([])
    expect(await auditRows()).toBe(entries)
  })
})
