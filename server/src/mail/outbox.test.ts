import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../test/database'
import { mailOutbox, mailTemplates } from '../db/schema'
import { configureMail } from './config'
import { MAIL_CHANNEL, queueMail } from './outbox'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(() => db?.dispose())
afterEach(() => configureMail({}))

const rowOf = async (id: string) => (await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!

describe('queueMail', () => {
  it('keeps the mail withheld without SMTP_URL', async () => {
    const { id } = await queueMail(db.handle.db, { template: 'test', to: 'a@example.org', values: { sentBy: 'Ravi' } })
    const row = await rowOf(id)
    expect(row.status).toBe('withheld')
    expect(row.text).toContain('sent by Ravi')
    expect(row.messageId).toBe(`<${id}@localhost>`)
  })

  it('queues inside the transaction and wakes the workers only when it commits', async () => {
    configureMail({ smtpUrl: 'smtp://127.0.0.1:1', from: 'ICNARI <noreply@icnari.example.org>' })
    const woken: string[] = []
    const stop = await db.handle.listen(MAIL_CHANNEL, (p) => woken.push(p))
    // A rolled-back cause leaves no mail and wakes nobody.
    let rolledBackId = ''
    await db.handle.db
      .transaction(async (tx) => {
        rolledBackId = (await queueMail(tx, { template: 'test', to: 'a@example.org', values: { sentBy: 'R' } })).id
        throw new Error('cause failed')
      })
      .catch(() => {})
    expect(await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, rolledBackId))).toEqual([])
    const { id } = await db.handle.db.transaction((tx) =>
      queueMail(tx, { template: 'test', to: 'b@example.org', values: { sentBy: 'R' } }),
    )
    const row = await rowOf(id)
    expect(row.status).toBe('queued')
    expect(row.messageId).toBe(`<${id}@icnari.example.org>`)
    for (let i = 0; i < 50 && woken.length === 0; i++) await new Promise((r) => setTimeout(r, 20))
    expect(woken.length).toBe(1)
    await stop()
  })

  it("renders the organisers' wording, escaping values in the HTML and keeping the subject one line", async () => {
    await db.handle.db
      .insert(mailTemplates)
      .values({ key: 'contact-notification', subject: 'New: {{ subject }}', text: 'From {{name}}:\n{{message}}' })
    const { id } = await queueMail(db.handle.db, {
      template: 'contact-notification',
      to: 'org@example.org',
      replyTo: 'visitor@example.org',
      values: {
        name: 'Eve <script>',
        subject: 'Hi\r\nBcc: x@evil.example',
        message: '<b>x</b>',
        email: '',
        phone: '',
        link: '',
      },
    })
    const row = await rowOf(id)
    expect(row.subject).toBe('New: Hi Bcc: x@evil.example')
    expect(row.text).toBe('From Eve <script>:\n<b>x</b>')
    expect(row.html).toContain('From Eve &lt;script&gt;:\n&lt;b&gt;x&lt;/b&gt;')
    expect(row.replyTo).toBe('visitor@example.org')
  })

  it('refuses an unknown template and an address list', async () => {
    await expect(queueMail(db.handle.db, { template: 'nope', to: 'a@example.org', values: {} })).rejects.toThrow(
      /No mail template "nope"/,
    )
    await expect(
      queueMail(db.handle.db, { template: 'test', to: 'a@example.org, b@example.org', values: {} }),
    ).rejects.toThrow(/one e-mail address/)
  })
})
