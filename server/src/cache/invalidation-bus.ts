import { randomUUID } from 'node:crypto'
import type { DatabaseHandle } from '../db/client'

/**
 * How the instances tell each other what changed: Postgres LISTEN/NOTIFY on one channel, with a ping of our own
 * every 2 s. While our ping does not come back, invalidations may be missed, and the bus says it is unhealthy.
 */

const CHANNEL = 'icnari_cache'

/** Tells every instance on `database` to drop its whole cache (after a restore replaced the data under it). */
export async function dropCacheEverywhere(database: DatabaseHandle): Promise<void> {
  await database.notify(CHANNEL, `clear:${randomUUID()}`)
}

/** What the bus does on this instance when a message arrives: drop one topic, or everything. */
export interface InvalidationTargets {
  dropTopic(topic: string): void
  clear(): void
}

export class InvalidationBus {
  private isHealthy = false
  /** Told when invalidations stop reaching this instance and when they reach it again: logs. */
  onHealthChange?: (healthy: boolean) => void
  private readonly instanceId = randomUUID()
  private echoWaiters = new Map<string, () => void>()
  private heartbeat?: NodeJS.Timeout
  private stopListening?: () => Promise<void>

  constructor(
    private readonly database: DatabaseHandle | undefined,
    private readonly targets: InvalidationTargets,
  ) {
    // PGlite is one process: local invalidation is all there is. Postgres needs the LISTEN connection first.
    this.healthy = database?.kind === 'pglite'
  }

  /** Whether invalidations reach this instance. */
  get healthy(): boolean {
    return this.isHealthy
  }
  private set healthy(value: boolean) {
    const changed = value !== this.isHealthy
    this.isHealthy = value
    if (changed) this.onHealthChange?.(value)
  }

  /** Starts listening for invalidations from other instances (Postgres only). */
  async start(): Promise<void> {
    const db = this.database
    if (db?.kind !== 'postgres') return
    this.stopListening = await db.listen(
      CHANNEL,
      (payload) => this.onMessage(payload),
      () => {
        // (Re)connected: we may have missed notifications while away, so start from nothing.
        this.targets.clear()
        this.healthy = true
      },
    )
    this.healthy = true
    // If our own ping does not come back, the listener is not to be trusted: stop caching until it is.
    this.heartbeat = setInterval(() => {
      void this.roundTrip(`ping:${this.instanceId}:${Date.now()}`, 1500).then((ok) => {
        if (!ok && this.healthy) {
          this.healthy = false
          this.targets.clear()
        } else if (ok) this.healthy = true
      })
    }, 2000)
    this.heartbeat.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat)
    await this.stopListening?.().catch(() => {})
  }

  private onMessage(payload: string) {
    const waiter = this.echoWaiters.get(payload)
    if (waiter) {
      this.echoWaiters.delete(payload)
      waiter()
    }
    if (payload.startsWith('topic:')) this.targets.dropTopic(payload.split(':')[1] ?? '')
    else if (payload.startsWith('clear:')) this.targets.clear()
  }

  /** Publishes `payload` and waits until it comes back to us (then every listener has had it sent). */
  private roundTrip(payload: string, timeoutMs: number): Promise<boolean> {
    const db = this.database
    if (!db) return Promise.resolve(false)
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.echoWaiters.delete(payload)
        resolve(false)
      }, timeoutMs)
      this.echoWaiters.set(payload, () => {
        clearTimeout(timer)
        resolve(true)
      })
      db.notify(CHANNEL, payload).catch(() => {
        clearTimeout(timer)
        this.echoWaiters.delete(payload)
        resolve(false)
      })
    })
  }

  /** Tells every other instance that `topic` changed (this one has dropped it already). */
  async publish(topic: string): Promise<void> {
    if (this.database?.kind !== 'postgres') return
    await this.roundTrip(`topic:${topic}:${this.instanceId}:${randomUUID()}`, 500)
    // Postgres sent the notification to every listener when it sent ours; give their sockets a moment to
    // be read before the writer hears "done" (writes are rare, so 20 ms here costs nothing that matters).
    await new Promise((r) => setTimeout(r, 20))
  }
}
