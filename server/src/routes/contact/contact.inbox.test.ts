import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { contactMessages } from '../../db/schema'
import { newestEntry } from '../audit/audit.fixtures'

// Working through the inbox: statuses (set, filtered, counted), delete, and the CSV export, each audited.

const ctx = useTestApp()
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

type Message = { _id: string; subject: string; status: string }

async function store(subject: string, extra: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await ctx.db.handle.db
    .insert(contactMessages)
    .values({ name: 'Asha Verma', email: 'asha@example.org', subject, message: 'Hello', ...extra })
    .returning()
  return row!.id
}

async function list(query: string, token: string) {
  const res = await ctx.request(`/contact${query}`, { token })
  expect(res.status).toBe(200)
  return (await res.json()) as { data: Message[]; totalCount: number }
}

function setStatus(id: string, status: unknown, token?: string) {
  return ctx.request(`/contact/${id}`, { method: 'PATCH', json: { status }, token })
}

describe('contact inbox', () => {
  it('PATCH /contact/{id} sets the status: 200 { message, contactMessage }, audited without contact details', async () => {
    const token = await ctx.login()
    const id = await store('Status change', { phone: '+91 612 255 2000' })
    const res = await setStatus(id, 'replied', token)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.message).toBe('Message marked as replied.')
    expect(body.contactMessage).toMatchObject({ _id: id, subject: 'Status change', status: 'replied' })
    const entry = await newestEntry(ctx, token, 'message')
    expect(entry).toMatchObject({
      action: 'update',
      entityId: id,
      before: { status: 'new', subject: 'Status change', name: 'Asha Verma' },
      after: { status: 'replied' },
    })
    expect(JSON.stringify(entry)).not.toMatch(/asha@example\.org|612 255|Hello/)
    expect((await setStatus(id, 'archived', token)).status).toBe(200)
  })

  it.each([['done'], ['NEW'], [''], [null], [3]])(
    'PATCH with status %j answers 400 naming the allowed values',
    async (status) => {
      const token = await ctx.login()
      const id = await store('Bad status')
      const res = await setStatus(id, status, token)
      expect(res.status).toBe(400)
      expect((await res.json()).message).toBe('status: status must be one of new, read, replied, archived.')
    },
  )

  it('PATCH and DELETE: unknown or malformed id 404, no token 401', async () => {
    const token = await ctx.login()
    for (const id of [UNKNOWN, 'not-an-id']) {
      expect((await setStatus(id, 'read', token)).status).toBe(404)
      const del = await ctx.request(`/contact/${id}`, { method: 'DELETE', token })
      expect(del.status).toBe(404)
      expect((await del.json()).message).toBe('Message not found.')
    }
    const id = await store('No token')
    expect((await setStatus(id, 'read')).status).toBe(401)
    expect((await ctx.request(`/contact/${id}`, { method: 'DELETE' })).status).toBe(401)
  })

  it('GET /contact?status= filters, totalCount counts them (the dashboard count), a bad status is 400', async () => {
    const token = await ctx.login()
    const newBefore = (await list('?status=new&limit=1', token)).totalCount
    const a = await store('Filter A')
    await store('Filter B')
    await setStatus(a, 'read', token)
    const fresh = await list('?status=new&limit=1', token)
    expect(fresh.totalCount).toBe(newBefore + 1)
    expect(fresh.data).toHaveLength(1)
    const read = await list('?status=read', token)
    expect(read.data.map((m) => m.subject)).toContain('Filter A')
    for (const m of read.data) expect(m.status).toBe('read')
    const all = await list('', token)
    expect(all.data.map((m) => m.subject)).toEqual(expect.arrayContaining(['Filter A', 'Filter B']))
    const bad = await ctx.request('/contact?status=unread', { token })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toBe('status: status must be one of new, read, replied, archived.')
  })

  it('DELETE /contact/{id}: 200 { message }, gone from the list, audited; a second delete is 404', async () => {
    const token = await ctx.login()
    const id = await store('To delete')
    const res = await ctx.request(`/contact/${id}`, { method: 'DELETE', token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Message deleted.' })
    expect((await list('', token)).data.map((m) => m._id)).not.toContain(id)
    expect(await newestEntry(ctx, token, 'message')).toMatchObject({
      action: 'delete',
      entityId: id,
      before: { subject: 'To delete', status: 'new' },
      after: null,
    })
    expect((await ctx.request(`/contact/${id}`, { method: 'DELETE', token })).status).toBe(404)
  })

  it('GET /contact/export.csv: an RFC 4180 attachment, formulas neutralised, hard text round-trips, audited', async () => {
    const token = await ctx.login()
    const hard = 'He said, "hello"\r\nthen left;\nnew line, and a "quote" at the end"'
    const hardId = await store('Commas, "quotes" and\nnewlines', { message: hard, name: 'Zoë Ñandú' })
    const cmdId = await store("=cmd|' /C calc'!A0", { name: '+SUM(1,2)', message: '@evil', phone: '-1' })
    const tabId = await store('\tTabbed', { message: '\rCarriage' })
    expect((await ctx.request('/contact/export.csv')).status).toBe(401)

    const res = await ctx.request('/contact/export.csv', { token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(res.headers.get('cache-control')).toBe('no-store')
    const text = await res.text()
    expect(text.endsWith('\r\n')).toBe(true)
    const rows: string[][] = parse(text, { bom: true, relax_column_count: false })
    expect(rows[0]).toEqual(['Received at', 'Status', 'Name', 'E-mail', 'Phone', 'Subject', 'Message', 'ID'])
    const byId = new Map(rows.slice(1).map((r) => [r[7], r]))
    expect(byId.get(hardId)?.slice(2, 7)).toEqual([
      'Zoë Ñandú',
      'asha@example.org',
      '',
      'Commas, "quotes" and\nnewlines',
      hard,
    ])
    expect(byId.get(cmdId)?.slice(2, 7)).toEqual([
      "'+SUM(1,2)",
      'asha@example.org',
      "'-1",
      "'=cmd|' /C calc'!A0",
      "'@evil",
    ])
    expect(byId.get(tabId)?.slice(5, 7)).toEqual(["'\tTabbed", "'\rCarriage"])
    expect(rows.length - 1).toBe((await list('', token)).totalCount)
    expect(await newestEntry(ctx, token, 'message')).toMatchObject({
      action: 'export',
      entityId: null,
      after: { format: 'csv', status: 'all', count: rows.length - 1 },
    })

    // Only one status, when asked.
    await setStatus(cmdId, 'archived', token)
    const archived = parse(await (await ctx.request('/contact/export.csv?status=archived', { token })).text(), {
      bom: true,
    })
    for (const row of archived.slice(1)) expect(row[1]).toBe('archived')
    expect(archived.map((r: string[]) => r[7])).toContain(cmdId)
    expect((await ctx.request('/contact/export.csv?status=spam', { token })).status).toBe(400)
  })
})
