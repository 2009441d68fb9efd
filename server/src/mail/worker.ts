import type { DatabaseHandle } from '../db/client'
import type { Logger } from '../observability/logger'
import type { MailConfig } from './config'
import { type AttemptEntry, claimMail, finishAttempt, type MailRow, nextWorkAt, recoverExpiredLeases } from './delivery'
import { MAIL_CHANNEL } from './outbox'
import { createSmtpTransport, type MailTransport, type SendOutcome } from './transport'

/** Retry n waits MAIL_RETRY_BASE_MS × RETRY_STEPS[n-1], then × 120 each time, until RETRY_WINDOW_MS after creation. */
export const RETRY_STEPS = [1, 5, 15, 30, 60, 120]
export const RETRY_WINDOW_MS = 24 * 3_600_000
/** Connection failures in a row after which the worker pauses for one base delay. */
const TROUBLE_PAUSE_AFTER = 3
/** The longest the worker sleeps without looking at the outbox (a NOTIFY missed while reconnecting). */
const IDLE_CHECK_MS = 30_000

export function retryDelayMs(attempts: number, baseMs: number): number {
  return baseMs * RETRY_STEPS[Math.min(Math.max(attempts, 1), RETRY_STEPS.length) - 1]!
}

export interface MailWorkerOptions {
  database: DatabaseHandle
  config: MailConfig
  logger?: Logger
  /** Sends at once per instance (one pooled SMTP connection each). */
  concurrency?: number
  /** Told of every attempt's end (metrics: mail_messages_total). */
  onAttempt?: (status: 'sent' | 'retrying' | 'failed') => void
}

/**
 * Sends the outbox. Each instance runs one: woken by NOTIFY when a mail is queued, by a timer when a retry or a
 * lease falls due. Mails are claimed one at a time (delivery.ts), so instances share the work and never the mail.
 */
export class MailWorker {
  private readonly transport: MailTransport
  private readonly concurrency: number
  private readonly lanes = new Set<Promise<void>>()
  private stopListening?: () => Promise<void>
  private timer?: NodeJS.Timeout
  private stopping = false
  private pausedUntil = 0
  private troubleInARow = 0
  private rateWaitUntil = 0
  private wakeAgain = false

  constructor(private readonly options: MailWorkerOptions) {
    if (!options.config.smtpUrl) throw new Error('MailWorker needs SMTP_URL')
    this.concurrency = options.concurrency ?? 4
    this.transport = createSmtpTransport({
      smtpUrl: options.config.smtpUrl,
      from: options.config.from,
      connections: this.concurrency,
    })
  }

  async start(): Promise<void> {
    this.stopListening = await this.options.database.listen(
      MAIL_CHANNEL,
      () => this.wake(),
      () => this.wake(), // (re)connected: a NOTIFY may have been missed
    )
    this.wake()
  }

  /** Looks at the outbox now (lanes already running look again when they finish). */
  wake(): void {
    if (this.stopping) return
    if (this.lanes.size > 0) this.wakeAgain = true
    while (this.lanes.size < this.concurrency) {
      const lane: Promise<void> = this.runLane()
        .catch((err: unknown) => this.options.logger?.warn({ err }, 'mail worker: the outbox could not be read'))
        .finally(() => {
          this.lanes.delete(lane)
          if (this.lanes.size === 0) this.afterRun()
        })
      this.lanes.add(lane)
    }
  }

  /** Stops claiming, waits (up to `graceMs`) for the mails in flight, and closes the SMTP connections. */
  async stop(graceMs = 5000): Promise<void> {
    this.stopping = true
    clearTimeout(this.timer)
    await this.stopListening?.().catch(() => {})
    let grace: NodeJS.Timeout | undefined
    await Promise.race([
      Promise.all(this.lanes),
      new Promise<void>((resolve) => {
        grace = setTimeout(resolve, graceMs)
      }),
    ])
    clearTimeout(grace)
    this.transport.close()
  }

  private async runLane(): Promise<void> {
    const { database, config } = this.options
    for (;;) {
      if (this.stopping) return
      const now = Date.now()
      if (now < this.pausedUntil || now < this.rateWaitUntil) return
      const claimed = await claimMail(database.db, config.ratePerMinute)
      if (!claimed) return
      if ('waitMs' in claimed) {
        this.rateWaitUntil = Date.now() + claimed.waitMs
        return
      }
      await this.deliver(claimed.mail)
    }
  }

  private async deliver(mail: MailRow): Promise<void> {
    const outcome = await this.transport.send(mail)
    const { config, database, logger } = this.options
    const at = new Date()
    const entry = (result: AttemptEntry['result']): AttemptEntry => ({
      at: at.toISOString(),
      result,
      code: outcome.code,
      message: outcome.message,
    })
    let status: 'sent' | 'retrying' | 'failed'
    let nextAttemptAt: Date | undefined
    if (outcome.result === 'sent') status = 'sent'
    else if (outcome.result === 'refused') status = 'failed'
    else {
      nextAttemptAt = new Date(at.getTime() + retryDelayMs(mail.attempts, config.retryBaseMs))
      status = nextAttemptAt.getTime() > mail.createdAt.getTime() + RETRY_WINDOW_MS ? 'failed' : 'retrying'
    }
    this.noteRelay(outcome)
    const recorded = await finishAttempt(database.db, mail, { status, nextAttemptAt, entry: entry(status) })
    this.options.onAttempt?.(status)
    // One line per attempt: the mail's id, template, result and SMTP code; never its body or address.
    const line = {
      mailId: mail.id,
      template: mail.template,
      attempt: mail.attempts,
      result: status,
      code: outcome.code,
    }
    if (status === 'sent') logger?.info(line, 'mail sent')
    else
      logger?.warn({ ...line, reason: outcome.message }, status === 'failed' ? 'mail failed' : 'mail will be retried')
    if (!recorded) logger?.warn({ mailId: mail.id }, 'mail: its lease had expired before the attempt ended')
  }

  /** Three connection failures in a row, or a 421: the relay is unwell; wait one base delay instead of burning attempts. */
  private noteRelay(outcome: SendOutcome) {
    this.troubleInARow = outcome.relayTrouble && outcome.code !== 421 ? this.troubleInARow + 1 : 0
    if (outcome.code === 421 || this.troubleInARow >= TROUBLE_PAUSE_AFTER) {
      this.pausedUntil = Date.now() + this.options.config.retryBaseMs
      this.troubleInARow = 0
      this.options.logger?.warn(
        { pauseMs: this.options.config.retryBaseMs, code: outcome.code },
        'mail: the SMTP relay is not answering well; sending paused',
      )
    }
  }

  /** When every lane is idle: take back expired leases, then sleep until the next thing falls due. */
  private afterRun() {
    if (this.stopping) return
    if (this.wakeAgain) {
      this.wakeAgain = false
      this.wake()
      return
    }
    const { database, config } = this.options
    void (async () => {
      const recovered = await recoverExpiredLeases(database.db, config.leaseMs)
      for (const mail of recovered)
        this.options.logger?.warn({ mailId: mail.id, template: mail.template }, 'mail: lease expired; will retry')
      if (recovered.length > 0) return this.wake()
      const next = await nextWorkAt(database.db, config.leaseMs)
      this.schedule(Math.max(next ?? Number.POSITIVE_INFINITY, this.pausedUntil, this.rateWaitUntil))
    })().catch(() => this.schedule(Date.now() + 1000))
  }

  private schedule(at: number) {
    if (this.stopping) return
    clearTimeout(this.timer)
    const delay = Math.min(Math.max(at - Date.now(), 10), IDLE_CHECK_MS)
    this.timer = setTimeout(() => this.wake(), delay)
    this.timer.unref()
  }
}
