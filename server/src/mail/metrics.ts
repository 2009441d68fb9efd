import { Counter, Gauge, type Registry } from 'prom-client'
import type { Database } from '../db/client'
import { countByStatus } from './delivery'

/**
 * `mail_messages_total{status}`: attempts this instance ended, by what became of the mail (sent, retrying, failed).
 * `mail_outbox{status}`: mails in the outbox by status, read from the database at each scrape (all instances).
 */
export function registerMailMetrics(registry: Registry, db: Database) {
  const attempts = new Counter({
    name: 'mail_messages_total',
    help: 'Mail attempts ended by this instance, by the status they left the mail in.',
    labelNames: ['status'],
    registers: [registry],
  })
  for (const status of ['sent', 'retrying', 'failed']) attempts.inc({ status }, 0)
  new Gauge({
    name: 'mail_outbox',
    help: 'Mails in the outbox, by status.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const counts = await countByStatus(db).catch(() => undefined)
      if (!counts) return
      for (const [status, n] of Object.entries(counts)) this.set({ status }, n)
    },
  })
  return { onAttempt: (status: 'sent' | 'retrying' | 'failed') => attempts.inc({ status }) }
}
