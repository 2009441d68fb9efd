import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/client'
import { configureMail } from '../../src/mail/config'
import { queueMail } from '../../src/mail/outbox'
import { eventually, SmtpSink } from '../mail/smtp-sink'
import { createEmptyDatabase, POSTGRES_URL, type ServerProcess, startServer, warnSkip } from './helpers'

// Mail against real server processes and a real SMTP server (smtp-server in this process): a server killed with
// SIGKILL mid-send loses nothing, and two instances on one database deliver each mail exactly once.

if (!POSTGRES_URL) warnSkip('mail delivery', 'Server processes need a real Postgres to share.')

const SECRET = 's3cret-relay-pass'
let sink: SmtpSink
let drop: (() => Promise<void>) | undefined
let databaseUrl = ''
const servers: ServerProcess[] = []

const mailEnv = () => ({
  SMTP_URL: `smtp://mailer:${SECRET}@127.0.0.1:${sink.port}`,
  MAIL_FROM: 'ICNARI <noreply@icnari.example.org>',
  MAIL_RATE_PER_MINUTE: '0',
  MAIL_RETRY_BASE_MS: '100',
  MAIL_LEASE_MS: '1000',
  LOG_LEVEL: 'info',
})

async function outboxRows() {
  const { default: postgres } = await import('postgres')
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    return await sql<{ id: string; to: string; status: string; message_id: string }[]>`
      select id, "to", status::text as status, message_id from mail_outbox`
  } finally {
    await sql.end()
  }
}

/** Queues mails as the site does (queueMail in a transaction), from this process: the instances are woken by NOTIFY. */
async function queueMany(prefix: string, count: number) {
  const handle = await openDatabase({ databaseUrl, max: 2 })
  configureMail({ smtpUrl: mailEnv().SMTP_URL, from: 'ICNARI <noreply@icnari.example.org>' })
  try {
    await handle.db.transaction(async (tx) => {
      for (let i = 0; i < count; i++)
        await queueMail(tx, { template: 'test', to: `${prefix}${i}@example.org`, values: { sentBy: 'the test' } })
    })
  } finally {
    configureMail({})
    await handle.close()
  }
}

/** Every mail arrived, each Message-ID at the address of its row; answers how many arrived more than once. */
function checkArrivals(rows: { to: string; message_id: string }[]) {
  const byId = new Map(rows.map((r) => [r.message_id, r.to]))
  const seen = new Map<string, number>()
  for (const mail of sink.received.filter((m) => byId.has(m.parsed.messageId!))) {
    const id = mail.parsed.messageId!
    expect(byId.get(id), `an unknown Message-ID ${id} arrived`).toBe(mail.to[0])
    seen.set(id, (seen.get(id) ?? 0) + 1)
  }
  expect([...byId.keys()].filter((id) => !seen.has(id))).toEqual([])
  return [...seen.values()].filter((n) => n > 1).length
}

describe.skipIf(!POSTGRES_URL)('mail from server processes', () => {
  beforeAll(async () => {
    sink = await new SmtpSink({ auth: true }).start()
    const db = await createEmptyDatabase()
    drop = db.drop
    databaseUrl = db.url
  }, 60_000)
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await sink?.stop()
    await drop?.()
  }, 30_000)

  it('a server killed with SIGKILL mid-send: after a restart every mail arrives, duplicates only with their Message-ID', async () => {
    sink.delayMs = 50 // a relay that takes its time: the kill lands while mails are in flight
    const first = await startServer({ databaseUrl, env: mailEnv() })
    servers.push(first)
    expect(first.output()).toMatch(/Mail: on \(SMTP to 127\.0\.0\.1:\d+, no rate limit\)/)
    const COUNT = 60
    await queueMany('kill', COUNT)
    await eventually(async () => sink.received.length >= 10)
    first.child.kill('SIGKILL')
    await first.exited
    const before = sink.received.length
    expect(before).toBeLessThan(COUNT)

    const second = await startServer({ databaseUrl, env: mailEnv() })
    servers.push(second)
    const rows = await eventually(async () => {
      const r = await outboxRows()
      return r.every((m) => m.status === 'sent') && r
    }, 60_000)
    expect(rows).toHaveLength(COUNT)
    const duplicated = checkArrivals(rows)
    console.log(
      `[reliability] mail: ${before} of ${COUNT} delivered before SIGKILL; ${duplicated} delivered twice (same Message-ID)`,
    )
    // The relay's password is used (AUTH) and never written by the server.
    expect(sink.authenticated).toContain('mailer')
    expect(first.output() + second.output()).not.toContain(SECRET)
    expect(second.output()).not.toMatch(/kill\d+@example\.org/)
    await second.stop()
  }, 120_000)

  it('two instances on one database deliver 200 mails, each exactly once, sharing the work', async () => {
    sink.delayMs = 2
    sink.received.length = 0
    const [a, b] = await Promise.all([
      startServer({ databaseUrl, env: mailEnv() }),
      startServer({ databaseUrl, env: mailEnv() }),
    ])
    servers.push(a!, b!)
    const COUNT = 200
    await queueMany('pair', COUNT)
    const rows = await eventually(async () => {
      const r = (await outboxRows()).filter((m) => m.to.startsWith('pair'))
      return r.length === COUNT && r.every((m) => m.status === 'sent') && r
    }, 60_000)
    await new Promise((r) => setTimeout(r, 300)) // a second copy would have arrived by now
    expect(sink.received.filter((m) => m.to[0]!.startsWith('pair'))).toHaveLength(COUNT)
    expect(checkArrivals(rows)).toBe(0)
    const sentBy = [a!, b!].map((s) => (s.output().match(/"msg":"mail sent"/g) ?? []).length)
    console.log(`[reliability] mail: 200 mails sent by two instances: ${sentBy.join(' + ')}`)
    expect(sentBy[0]! + sentBy[1]!).toBe(COUNT)
    expect(Math.min(...sentBy)).toBeGreaterThan(0)
  }, 120_000)
})
