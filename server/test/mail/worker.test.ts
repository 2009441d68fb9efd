import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../src/db/schema'
import { configureMail, type MailConfig } from '../../src/mail/config'
import type { AttemptEntry } from '../../src/mail/delivery'
import { queueMail } from '../../src/mail/outbox'
import { MailWorker } from '../../src/mail/worker'
import { createTestDatabase, type TestDatabase } from '../database'
import { eventually, SmtpSink } from './smtp-sink'

// The outbox against a real SMTP server (smtp-server in this process) and a real database: what arrives, when the
// relay defers, refuses or is away, and when a worker died mid-send.

let db: TestDatabase
let sink: SmtpSink
let worker: MailWorker | undefined

beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(() => db?.dispose())
beforeEach(async () => {
  sink = await new SmtpSink().start()
  await db.handle.db.delete(mailOutbox)
})
afterEach(async () => {
  await worker?.stop(2000)
  worker = undefined
  await sink.stop()
  configureMail({})
})

async function startWorker(config: Partial<MailConfig> = {}) {
  const mail = configureMail({
    smtpUrl: sink.url,
    from: 'ICNARI 2027 <noreply@icnari.example.org>',
    ratePerMinute: 0,
    retryBaseMs: 40,
    leaseMs: 1000,
    ...config,
  })
  worker = new MailWorker({ database: db.handle, config: mail, concurrency: 2 })
  await worker.start()
  return worker
}

const queue = (to: string, sentBy = 'Ravi') =>
  db.handle.db.transaction((tx) => queueMail(tx, { template: 'test', to, values: { sentBy } }))
const rowOf = async (id: string) => (await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!

describe('the mail worker', () => {
  it('delivers a mail once after two 451 replies, with every attempt recorded', async () => {
    sink.verdict = (n) => (n <= 2 ? { code: 451, message: '4.7.1 Try again later' } : undefined)
    await startWorker()
    const { id } = await queue('asha@example.org')
    const row = await eventually(async () => {
      const r = await rowOf(id)
      return r.status === 'sent' && r
    })
    expect(sink.received).toHaveLength(1)
    expect(sink.received[0]!.to).toEqual(['asha@example.org'])
    expect(sink.received[0]!.parsed.messageId).toBe(`<${id}@icnari.example.org>`)
    expect(sink.received[0]!.parsed.from?.value).toEqual([
      { name: 'ICNARI 2027', address: 'noreply@icnari.example.org' },
    ])
    expect(row.attempts).toBe(3)
    const log = row.attemptLog as AttemptEntry[]
    expect(log.map((a) => [a.result, a.code])).toEqual([
      ['retrying', 451],
      ['retrying', 451],
      ['sent', 250],
    ])
    expect(log[0]!.message).toContain('Try again later')
    expect(row.lastError).toBeNull()
    expect(row.sentAt).not.toBeNull()
  })

  it('fails a mail at once on a 550, keeping the code and text', async () => {
    sink.verdict = () => ({ code: 550, message: '5.1.1 No such user here' })
    await startWorker()
    const { id } = await queue('nobody@example.org')
    const row = await eventually(async () => {
      const r = await rowOf(id)
      return r.status === 'failed' && r
    })
    expect(row.attempts).toBe(1)
    expect(row.lastError).toEqual({ code: 550, message: expect.stringContaining('No such user here') })
    expect(sink.received).toHaveLength(0)
  })

  it('keeps mails retrying while the SMTP server is away and delivers each once when it returns', async () => {
    await startWorker()
    await sink.stop()
    const ids = [] as string[]
    for (let i = 0; i < 5; i++) ids.push((await queue(`p${i}@example.org`)).id)
    await eventually(async () => {
      const rows = await db.handle.db.select().from(mailOutbox)
      return rows.every((r) => r.status === 'retrying') && rows.length === 5
    })
    const waiting = await rowOf(ids[0]!)
    expect(waiting.lastError).toEqual({ code: null, message: expect.stringMatching(/^E[A-Z]+: /) })
    await sink.resume()
    await eventually(async () => {
      const rows = await db.handle.db.select().from(mailOutbox)
      return rows.every((r) => r.status === 'sent')
    }, 30_000)
    expect(sink.received.map((m) => m.to[0]).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `p${i}@example.org`))
  })

  it('takes back a mail whose worker died mid-send and sends it with the same Message-ID', async () => {
    const { id } = await queue('late@example.org')
    // As a worker that claimed it and died leaves it: `sending`, claimed long ago.
    await db.handle.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, claimedAt: sql`clock_timestamp() - interval '1 hour'` })
      .where(eq(mailOutbox.id, id))
    await startWorker()
    const row = await eventually(async () => {
      const r = await rowOf(id)
      return r.status === 'sent' && r
    })
    expect((row.attemptLog as AttemptEntry[]).map((a) => a.result)).toEqual(['lost', 'sent'])
    expect(sink.received.map((m) => m.parsed.messageId)).toEqual([row.messageId])
  })

  it('keeps to MAIL_RATE_PER_MINUTE: the mails beyond it wait for the next minute', async () => {
    await startWorker({ ratePerMinute: 3 })
    for (let i = 0; i < 5; i++) await queue(`r${i}@example.org`)
    await sink.waitFor(3)
    worker!.wake()
    // The worker has looked again since: still three sent and two waiting in the queue (the minute is not over).
    await eventually(async () => {
      const rows = await db.handle.db.select().from(mailOutbox)
      return rows.filter((r) => r.status === 'sent').length === 3 && rows
    })
    await new Promise((r) => setTimeout(r, 300))
    const rows = await db.handle.db.select().from(mailOutbox)
    expect(rows.filter((r) => r.status === 'queued')).toHaveLength(2)
    expect(sink.received).toHaveLength(3)
  })
})
