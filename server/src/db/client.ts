import { mkdirSync } from 'node:fs'
import { fillPlaceholders, type Query, type SQL } from 'drizzle-orm'
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { lockDataDir } from './data-dir-lock'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  /** 'postgres' when DATABASE_URL is used, 'pglite' for the embedded database. */
  kind: 'postgres' | 'pglite'
  /** Runs `select 1`; rejects when the database cannot answer. */
  ping: (timeoutMs?: number) => Promise<void>
  /** Tells the handle a query failed because the database was unreachable (it then recovers its pool). */
  reportUnavailable: () => void
  close: () => Promise<void>
  /** Runs fn with a Postgres session-level advisory lock (no-op lock on PGlite: single connection). */
  withLock: <T>(lockId: number, fn: () => Promise<T>) => Promise<T>
  /** Runs fn only if the advisory lock is free right now (pg_try_advisory_lock); PGlite: always runs it. */
  tryWithLock: <T>(lockId: number, fn: () => Promise<T>) => Promise<{ acquired: true; value: T } | { acquired: false }>
  /**
   * LISTEN on a channel. `onListen` runs each time the listening connection is (re)established.
   * Resolves once listening; returns a function that stops listening.
   */
  listen: (channel: string, onMessage: (payload: string) => void, onListen?: () => void) => Promise<() => Promise<void>>
  notify: (channel: string, payload: string) => Promise<void>
}

const dialect = new PgDialect()

/**
 * A query's SQL text and where its values go, built once: drizzle's building costs more than running some queries.
 * Placeholders (sql.placeholder) are filled on each run by executePrepared.
 */
export function builtQuery(query: SQL): Query {
  return dialect.sqlToQuery(query)
}

/** The rows of a statement run with db.execute: drizzle answers an array on postgres.js and `{ rows }` on PGlite. */
export async function queryRows<T = Record<string, unknown>>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query))
}

/** The rows of an executed statement on either driver (postgres.js answers an array, PGlite `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[]
}

/**
 * Runs a built query with its placeholders filled, as a prepared statement on Postgres: postgres.js parses it
 * once per connection and Postgres may keep its plan, where db.execute parses and plans it every time. For hot
 * queries whose planning costs as much as running them (the site search: decision 010). Returns the rows.
 */
export async function executePrepared(db: Database, query: Query, values: Record<string, unknown>): Promise<unknown[]> {
  const params = fillPlaceholders(query.params, values)
  const client = (db as { $client?: { unsafe?: unknown; query?: unknown } }).$client
  if (typeof client?.unsafe === 'function') {
    const unsafe = client.unsafe as (
      text: string,
      params: unknown[],
      options: { prepare: boolean },
    ) => Promise<unknown[]>
    return unsafe.call(client, query.sql, params, { prepare: true })
  }
  // PGlite: one connection, nothing to prepare ahead.
  const run = client!.query as (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>
  return (await run.call(client, query.sql, params)).rows
}

export interface DatabaseOptions {
  databaseUrl?: string
  dataDir?: string
  /** Pool size for postgres.js. */
  max?: number
  /** PGlite: a data folder's image (PGlite's dumpDataDir) to start from instead of an empty database. */
  loadDataDir?: Blob
  /** Told when queries start failing for want of a database (false) and when it answers again (true). */
  onAvailability?: (available: boolean) => void
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Database did not answer in time')), ms)
    p.then(
      (v) => {
        clearTimeout(timer)
        resolve(v)
      },
      (e: unknown) => {
        clearTimeout(timer)
        reject(e)
      },
    )
  })
}

/** Opens Postgres (postgres.js) when a URL is given, else embedded PGlite; the rest of the code cannot tell which. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const url = options.databaseUrl
    const { default: postgres } = await import('postgres')
    const { drizzle } = await import('drizzle-orm/postgres-js')
    const makeClient = () =>
      postgres(url, {
        max: options.max ?? 10,
        connect_timeout: 3,
        // Reconnect at once after a lost database (postgres.js waits up to 20 s by default): while Postgres is
        // away, queries fail fast (503) instead of hanging, and the first query after it is back succeeds.
        backoff: (retries: number) => Math.min(0.05 * retries, 0.25),
        idle_timeout: 30,
        onnotice: () => {},
      })
    let client = makeClient()
    let current = drizzle(client, { schema }) as unknown as Database
    // Everyone keeps this one object; it forwards to the current pool, which is replaced after an outage.
    const db = new Proxy(current, { get: (_target, prop) => Reflect.get(current, prop) }) as Database

    interface Listener {
      channel: string
      onMessage: (payload: string) => void
      onListen?: () => void
      sub?: { unlisten: () => Promise<void> }
    }
    const listeners = new Set<Listener>()
    let closed = false
    let recovering: Promise<void> | undefined

    /**
     * After the database was unreachable: wait until it answers again, then start over with a fresh pool.
     * postgres.js 3.4.9 can leave a connection that lost its socket mid-write unable to send anything again
     * (its write timer is cleared but not reset, porsager/postgres#1154): every query given to it then waits for
     * the connect timeout. A fresh pool has no such connection; the old one finishes what it has and closes.
     */
    const recover = () => {
      if (recovering || closed) return
      recovering = (async () => {
        options.onAvailability?.(false)
        for (;;) {
          await new Promise((r) => setTimeout(r, 250))
          if (closed) return
          const probe = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} })
          const ok = await probe`select 1`.then(
            () => true,
            () => false,
          )
          await probe.end({ timeout: 0 }).catch(() => {})
          if (ok) break
        }
        const old = client
        client = makeClient()
        current = drizzle(client, { schema }) as unknown as Database
        for (const l of listeners) {
          l.sub = await client.listen(l.channel, l.onMessage, l.onListen).catch(() => undefined)
        }
        void old.end({ timeout: 5 }).catch(() => {})
        options.onAvailability?.(true)
      })().finally(() => {
        recovering = undefined
      })
    }

    return {
      db,
      kind: 'postgres',
      ping: async (timeoutMs = 1500) => {
        try {
          await withTimeout(client`select 1`.execute(), timeoutMs)
        } catch (err) {
          recover()
          throw err
        }
      },
      reportUnavailable: recover,
      close: async () => {
        closed = true
        await recovering?.catch(() => {})
        await client.end({ timeout: 5 })
      },
      listen: async (channel, onMessage, onListen) => {
        const listener: Listener = { channel, onMessage, onListen }
        listener.sub = await client.listen(channel, onMessage, onListen)
        listeners.add(listener)
        return async () => {
          listeners.delete(listener)
          await listener.sub?.unlisten()
        }
      },
      notify: async (channel, payload) => {
        await client.notify(channel, payload)
      },
      withLock: async (lockId, fn) => {
        const reserved = await client.reserve()
        try {
          await reserved`select pg_advisory_lock(${lockId})`
          return await fn()
        } finally {
          await reserved`select pg_advisory_unlock(${lockId})`.catch(() => {})
          reserved.release()
        }
      },
      tryWithLock: async (lockId, fn) => {
        const reserved = await client.reserve()
        try {
          const [row] = await reserved`select pg_try_advisory_lock(${lockId}) as acquired`
          if (!row?.acquired) return { acquired: false }
          try {
            return { acquired: true, value: await fn() }
          } finally {
            await reserved`select pg_advisory_unlock(${lockId})`.catch(() => {})
          }
        } finally {
          reserved.release()
        }
      },
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const dataDir = options.dataDir ?? './.data'
  let release = () => {}
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true })
    // Throws DataDirLockedError (one line naming the folder and its holder) when another process has it open.
    release = lockDataDir(dataDir)
  }
  const client = new PGlite(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined)
  await client.waitReady.catch((err: unknown) => {
    release()
    throw err
  })
  const db = drizzle(client, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    ping: async (timeoutMs = 1500) => {
      await withTimeout(client.query('select 1'), timeoutMs)
    },
    reportUnavailable: () => {},
    close: () => client.close().finally(release),
    withLock: (_lockId, fn) => fn(),
    tryWithLock: async (_lockId, fn) => ({ acquired: true, value: await fn() }),
    listen: async (channel, onMessage, onListen) => {
      const unsub = await client.listen(channel, onMessage)
      onListen?.()
      return () => unsub()
    },
    notify: async (channel, payload) => {
      await client.query(`select pg_notify($1, $2)`, [channel, payload])
    },
  }
}
