// Issue 51's rows of make bench: 1,000 queued mails delivered to a local SMTP sink with MAIL_RATE_PER_MINUTE=0
// (target < 30 s), and a cached list's throughput while mails are being sent, against the same list without mail
// (target ≥ 0.9), in alternating rounds.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { openDatabase } from '../server/src/db/client'
import { configureMail } from '../server/src/mail/config'
import { queueMail } from '../server/src/mail/outbox'
import { sleep } from './common'
import { type Load, load, middle } from './load'
import { type Server, startServer } from './servers'

export const MAIL_COUNT = 1000
export const MAIL_DELIVERY_TARGET_MS = 30_000
export const MAIL_THROUGHPUT_TARGET = 0.9
const LIST = '/api/papers/all'
/** As a browser asks (the cached list's compressed copy). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' }

export interface MailFigures {
  deliveryMs: number
  mailsPerSecond: number
  without: Load
  withMail: Load
  /** Mails the sink received while the "with mail" rounds ran. */
  sentDuringLoad: number
}

/** A local SMTP sink that accepts every message and only counts them. */
async function startSink() {
  let received = 0
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        received++
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Queues `count` mails as the site does (queueMail, one transaction), from the bench process. */
async function queue(dbUrl: string, smtpUrl: string, count: number, round: number) {
  const handle = await openDatabase({ databaseUrl: dbUrl, max: 1 })
  configureMail({ smtpUrl, from: 'Bench <noreply@bench.example.org>' })
  try {
    await handle.db.transaction(async (tx) => {
      for (let i = 0; i < count; i++)
        await queueMail(tx, { template: 'test', to: `r${round}.${i}@bench.example.org`, values: { sentBy: 'bench' } })
    })
  } finally {
    await handle.close()
  }
}

async function until(check: () => boolean, timeoutMs: number) {
  const end = performance.now() + timeoutMs
  while (!check() && performance.now() < end) await sleep(20)
}

export async function measureMail(
  dbUrl: string,
  opts: { seconds: number; rounds: number; connections: number },
  log: (s: string) => void,
): Promise<MailFigures> {
  const sink = await startSink()
  let server: Server | undefined
  try {
    server = await startServer({ DATABASE_URL: dbUrl, SMTP_URL: sink.url, MAIL_RATE_PER_MINUTE: '0' })
    const listUrl = `${server.url}${LIST}`
    await fetch(listUrl) // cached from now on
    // Delivery alone: from the queuing transaction's commit to the sink's last acceptance.
    await queue(dbUrl, sink.url, MAIL_COUNT, 0)
    const t0 = performance.now()
    await until(() => sink.received() >= MAIL_COUNT, 120_000)
    const deliveryMs = performance.now() - t0
    const mailsPerSecond = (sink.received() / deliveryMs) * 1000
    log(`mail: ${sink.received()} of ${MAIL_COUNT} delivered in ${(deliveryMs / 1000).toFixed(1)} s`)
    // The list with and without mail being sent, alternating; enough mail queued to outlast each round.
    const without: Load[] = []
    const withMail: Load[] = []
    let sentDuringLoad = 0
    for (let round = 1; round <= opts.rounds; round++) {
      without.push(await load(listUrl, BROWSER_HEADERS, opts.seconds, opts.connections))
      const before = sink.received()
      await queue(dbUrl, sink.url, Math.ceil(mailsPerSecond * opts.seconds * 1.5), round)
      withMail.push(await load(listUrl, BROWSER_HEADERS, opts.seconds, opts.connections))
      sentDuringLoad += sink.received() - before
    }
    const combine = (loads: Load[]): Load => ({
      requests: loads.reduce((s, l) => s + l.requests, 0),
      rps: loads.reduce((s, l) => s + l.rps, 0) / loads.length,
      p50: middle(loads.map((l) => l.p50)),
      p99: middle(loads.map((l) => l.p99)),
      bytesPerSecond: loads.reduce((s, l) => s + l.bytesPerSecond, 0) / loads.length,
      errors: loads.reduce((s, l) => s + l.errors, 0),
      unexpected: loads.reduce((s, l) => s + l.unexpected, 0),
    })
    return { deliveryMs, mailsPerSecond, without: combine(without), withMail: combine(withMail), sentDuringLoad }
  } finally {
    configureMail({})
    await server?.stop()
    await sink.stop()
  }
}

/** The rows of the bench's table. */
export function mailRows(m: MailFigures): string[] {
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET')
  const ratio = m.withMail.rps / m.without.rps
  return [
    `| ${MAIL_COUNT} queued mails delivered to a local SMTP sink, MAIL_RATE_PER_MINUTE=0, < ${MAIL_DELIVERY_TARGET_MS / 1000} s (${(m.deliveryMs / 1000).toFixed(1)} s, ${m.mailsPerSecond.toFixed(0)} mails/s) | ${verdict(m.deliveryMs < MAIL_DELIVERY_TARGET_MS)} |`,
    `| ${LIST} cached while mails are sent ≥ ${MAIL_THROUGHPUT_TARGET} of the same without mail (${m.withMail.rps.toFixed(0)} vs ${m.without.rps.toFixed(0)} req/s = ${ratio.toFixed(2)}; ${m.sentDuringLoad} mails sent meanwhile; p99 ${m.withMail.p99.toFixed(1)} vs ${m.without.p99.toFixed(1)} ms) | ${verdict(ratio >= MAIL_THROUGHPUT_TARGET)} |`,
  ]
}
