import { eq, sql } from 'drizzle-orm'
import { Registry } from 'prom-client'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../src/db/schema'
import { configureMail, type MailConfig } from '../../src/mail/config'
import type { AttemptEntry } from '../../src/mail/delivery'
import { registerMailMetrics } from '../../src/mail/metrics'
import { queueMail } from '../../src/mail/outbox'
import { MailWorker, retryDelayMs } from '../../src/mail/worker'
import { capturedLogger } from '../captured-logs'
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

let logs = capturedLogger('info')
let registry = new Registry()

async function startWorker(config: Partial<MailConfig> = {}) {
  logs = capturedLogger('info')
  registry = new Registry()
  const metrics = registerMailMetrics(registry, db.handle.db)
  const mail = configureMail({
    smtpUrl: sink.url,
    from: 'ICNARI 2027 <noreply@icnari.example.org>',
    ratePerMinute: 0,
    retryBaseMs: 40,
    leaseMs: 1000,
    ...config,
  })
  worker = new MailWorker({
    database: db.handle,
    config: mail,
    concurrency: 2,
    logger: logs.logger,
    onAttempt: metrics.onAttempt,
  })
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
    // One log line per attempt: id, template, result and SMTP code; never the address or the body.
    const attempts = logs.records().filter((r) => r.mailId === id)
    expect(attempts.map((r) => [r.msg, r.template, r.result, r.code])).toEqual([
      ['mail will be retried', 'test', 'retrying', 451],
      ['mail will be retried', 'test', 'retrying', 451],
      ['mail sent', 'test', 'sent', 250],
    ])
    expect(logs.lines.join('')).not.toMatch(/asha@example\.org|sent by Ravi/)
    const scraped = await registry.metrics()
    expect(scraped).toContain('mail_messages_total{status="retrying"} 2')
    expect(scraped).toContain('mail_messages_total{status="sent"} 1')
    expect(scraped).toContain('mail_outbox{status="sent"} 1')
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

  it('after a 421 pauses for one base delay instead of trying the next mails', async () => {
    sink.verdict = () => ({ code: 421, message: '4.7.0 Too many connections, slow down' })
    await startWorker({ retryBaseMs: 60_000 })
    const { id } = await queue('first@example.org')
    const first = await eventually(async () => {
      const r = await rowOf(id)
      return r.status === 'retrying' && r
    })
    expect(first.lastError).toEqual({ code: 421, message: expect.stringContaining('slow down') })
    const next = await queue('second@example.org')
    worker!.wake()
    await new Promise((r) => setTimeout(r, 300))
    expect(sink.offered).toBe(1) // the second mail was not offered: the worker is paused
    expect((await rowOf(next.id)).status).toBe('queued')
  })

  it('fails a deferred mail once 24 hours have passed since it was made', async () => {
    sink.verdict = () => ({ code: 451, message: '4.3.0 Try later' })
    const { id } = await queue('old@example.org')
    await db.handle.db
      .update(mailOutbox)
      .set({ status: 'queued', createdAt: sql`now() - interval '24 hours'` })
      .where(eq(mailOutbox.id, id))
    await startWorker()
    const row = await eventually(async () => {
      const r = await rowOf(id)
      return r.status === 'failed' && r
    })
    expect(row.attempts).toBe(1)
    expect(row.lastError).toEqual({ code: 451, message: expect.stringContaining('Try later') })
  })

  it('on stop, finishes the mail in flight and leaves the rest queued', async () => {
    sink.delayMs = 400
    await startWorker()
    const ids = [] as string[]
    for (let i = 0; i < 4; i++) ids.push((await queue(`s${i}@example.org`)).id)
    await eventually(async () => (await db.handle.db.select().from(mailOutbox)).some((r) => r.status === 'sending'))
    await worker!.stop(5000)
    worker = undefined
    const rows = await db.handle.db.select().from(mailOutbox)
    expect(rows.filter((r) => r.status === 'sending')).toEqual([])
    expect(rows.filter((r) => r.status === 'sent').length).toBe(sink.received.length)
    expect(sink.received.length).toBeGreaterThan(0)
    expect(rows.filter((r) => r.status === 'queued').length).toBe(4 - sink.received.length)
  })
})

describe('the retry schedule', () => {
  it('waits the base delay times 1, 5, 15, 30, 60, then 120 each time', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 9].map((n) => retryDelayMs(n, 1000))).toEqual([
      1000, 5000, 15_000, 30_000, 60_000, 120_000, 120_000, 120_000,
    ])
  })
})
