import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { contactMessages } from '../../db/schema'

const ctx = useTestApp({ trustProxy: true })

const message = {
  name: 'Asha Verma',
  email: 'asha@example.org',
  subject: 'Registration for foreign authors',
  phone: '+91 (612) 255-2000',
  message: 'Can a foreign author pay the registration fee by card?',
}
const THANKS = 'Thank you for contacting us. We will get back to you soon.'

let nextIp = 1
/** A fresh client address per test, so the per-address limit of one test never touches another. */
const freshIp = () => `203.0.113.${nextIp++}`

function send(body: unknown, ip: string) {
  return ctx.request('/contact', { method: 'POST', json: body, headers: { 'x-forwarded-for': ip } })
}

async function storedMessages() {
  return ctx.db.handle.db.select().from(contactMessages)
}

describe('contact', () => {
  it('post /contact is public, answers 201 { success, message } and stores the message whole', async () => {
    const res = await send(message, freshIp())
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ success: true, message: THANKS })
    const rows = await ctx.db.handle.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, message.subject))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject(message)
  })

  it('post /contact trims fields and treats a missing, null, empty or blank phone as absent', async () => {
    const ip = freshIp()
    for (const [i, phone] of [undefined, null, '', '   '].entries()) {
      const subject = `No phone ${i}`
      const res = await send({ ...message, name: '  Asha  ', subject, phone }, ip)
      expect(res.status).toBe(201)
      const [row] = await ctx.db.handle.db.select().from(contactMessages).where(eq(contactMessages.subject, subject))
      expect(row?.phone).toBeNull()
      expect(row?.name).toBe('Asha')
    }
  })

  it.each([
    ['name', { ...message, name: undefined }, 'Name is required.'],
    ['name', { ...message, name: ' ' }, 'Name is required.'],
    ['email', { ...message, email: undefined }, 'Email is required.'],
    ['email', { ...message, email: 'not-an-email' }, 'Email must be a valid email address.'],
    ['email', { ...message, email: 'a@b' }, 'Email must be a valid email address.'],
    ['subject', { ...message, subject: undefined }, 'Subject is required.'],
    ['message', { ...message, message: undefined }, 'Message is required.'],
    ['message', { ...message, message: '' }, 'Message is required.'],
    ['name', { ...message, name: 'x'.repeat(201) }, 'Name must be at most 200 characters.'],
    ['subject', { ...message, subject: 'x'.repeat(301) }, 'Subject must be at most 300 characters.'],
    ['message', { ...message, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    ['email', { ...message, email: `${'a'.repeat(250)}@example.org` }, 'Email must be at most 254 characters.'],
    ['phone', { ...message, phone: '1'.repeat(21) }, 'Phone must be at most 20 characters.'],
    [
      'phone',
      { ...message, phone: 'call me maybe' },
      'Phone may contain only digits, spaces and + ( ) - . (at most 20 characters).',
    ],
    ['phone', { ...message, phone: '+()-' }, 'Phone must contain at least one digit.'],
    ['phone', { ...message, phone: 9876543210 }, 'Phone must be text.'],
  ])('post /contact rejects a bad %s with 400, the field named, and stores nothing (%#)', async (field, body, msg) => {
    const before = (await storedMessages()).length
    const res = await send(body, freshIp())
    expect(res.status).toBe(400)
    const json = await res.json()
    expect(json.issues).toContainEqual({ path: field, message: msg })
    expect((await storedMessages()).length).toBe(before)
  })

  it('post /contact answers 429 after 10 messages from one address within the hour; other addresses still pass', async () => {
    const ip = freshIp()
    for (let i = 0; i < 10; i++) {
      const res = await send({ ...message, subject: `Limit ${i}` }, ip)
      expect(res.status).toBe(201)
    }
    const before = (await storedMessages()).length
    const limited = await send({ ...message, subject: 'Limit 10' }, ip)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ message: 'You have sent too many messages. Please try again in an hour.' })
    expect((await storedMessages()).length).toBe(before)
    expect((await send({ ...message, subject: 'Other address' }, freshIp())).status).toBe(201)
  })

  it('post /contact: invalid messages do not count towards the limit', async () => {
    const ip = freshIp()
    for (let i = 0; i < 12; i++) expect((await send({ ...message, email: 'bad' }, ip)).status).toBe(400)
    expect((await send(message, ip)).status).toBe(201)
  })

  it('every message answered 201 is in the database, and none answered 4xx is (12 sent at once from one address)', async () => {
    const ip = freshIp()
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const subject = `Concurrent ${i}`
        return send({ ...message, subject }, ip).then((r) => ({ subject, status: r.status }))
      }),
    )
    const accepted = results.filter((r) => r.status === 201).map((r) => r.subject)
    const refused = results.filter((r) => r.status !== 201)
    expect(accepted.length).toBe(10)
    for (const r of refused) expect(r.status).toBe(429)
    const rows = await storedMessages()
    for (const subject of accepted) expect(rows.filter((r) => r.subject === subject)).toHaveLength(1)
    for (const r of refused) expect(rows.filter((row) => row.subject === r.subject)).toHaveLength(0)
    // Once the burst is recorded, the address is limited.
    expect((await send({ ...message, subject: 'After burst' }, ip)).status).toBe(429)
  })

  it('get /contact needs the admin token: none or forged answers 401', async () => {
    const none = await ctx.request('/contact')
    expect(none.status).toBe(401)
    expect((await none.json()).message).toMatch(/log in/i)
    expect((await ctx.request('/contact', { token: 'forged-token' })).status).toBe(401)
  })

  it('get /contact lists every message newest first with the list envelope and paging', async () => {
    const ip = freshIp()
    for (const subject of ['Order A', 'Order B', 'Order C']) {
      expect((await send({ ...message, subject, phone: '' }, ip)).status).toBe(201)
    }
    const token = await ctx.login()
    const res = await ctx.request('/contact', { token })
    expect(res.status).toBe(200)
    const all = await res.json()
    expect(Object.keys(all).sort()).toEqual(['currentPage', 'data', 'pageSize', 'totalCount', 'totalPages'])
    expect(all.data.slice(0, 3).map((m: { subject: string }) => m.subject)).toEqual(['Order C', 'Order B', 'Order A'])
    expect(all.totalCount).toBe((await storedMessages()).length)
    expect(all).toMatchObject({ currentPage: 1, pageSize: all.totalCount, totalPages: 1 })
    expect(all.data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: message.name,
      email: message.email,
      subject: 'Order C',
      phone: null,
      message: message.message,
      status: 'new',
      createdAt: expect.any(String),
      replies: [],
    })
    const created = all.data.map((m: { createdAt: string }) => Date.parse(m.createdAt))
    expect([...created].sort((a, b) => b - a)).toEqual(created)

    const page = await (await ctx.request('/contact?skip=1&limit=2', { token })).json()
    expect(page.data.map((m: { subject: string }) => m.subject)).toEqual(['Order B', 'Order A'])
    expect(page).toMatchObject({ currentPage: 1, pageSize: 2, totalPages: Math.ceil(all.totalCount / 2) })
    expect((await ctx.request('/contact?limit=x', { token })).status).toBe(400)
  })
})
