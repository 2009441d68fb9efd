import { type AddressInfo, Server as NetServer } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { openDatabase } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { migrateDatabase } from './db/migrate'
import { readEnv } from './env'
import { bootstrapFirstAdmin } from './lib/admins'
import { createSiteServer } from './lib/node-server'
import { pruneEvents } from './lib/rate-limit'
import { ResponseCache } from './lib/response-cache'

const env = readEnv()

// postgres.js 3.4.9 (porsager/postgres#1154, #1208): when a connection drops, a write it had scheduled with
// setImmediate can still run and throw from the timer ("Cannot read properties of null (reading 'write')"),
// which would take the whole process down. The query was already rejected (CONNECTION_CLOSED, answered 503).
process.on('uncaughtException', (err) => {
  if (err instanceof TypeError && /reading 'write'/.test(err.message) && /postgres[\\/]src[\\/]connection\.js/.test(err.stack ?? '')) {
    if (env.LOG_LEVEL !== 'silent') console.warn('Database connection lost while writing (postgres.js #1154); carrying on.')
    return
  }
  console.error('Uncaught exception', err)
  process.exit(1)
})
const log = (line: string) => {
  if (env.LOG_LEVEL !== 'silent') console.log(line)
}

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch((err: unknown) => {
  // Another process holds the PGlite folder: one line saying who, no stack trace.
  if (err instanceof DataDirLockedError) {
    console.error(err.message)
    process.exit(1)
  }
  throw err
})
await migrateDatabase(database)
// Under a lock: instances started together on an empty database must not both create the first admin.
await database.withLock(727_202_7, () =>
  bootstrapFirstAdmin(database.db, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    name: env.ADMIN_NAME,
    log,
  }),
)

const responseCache = new ResponseCache(database)
await responseCache.start()

const clientDist = resolve(env.CLIENT_DIST ?? fileURLToPath(new URL('../../client/dist', import.meta.url)))
const { app } = createApp({
  database,
  clientDist,
  corsOrigins: env.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
  trustProxy: env.TRUST_PROXY,
  responseCache,
  logErrors: env.LOG_LEVEL !== 'silent',
})

const pruneTimer = setInterval(() => void pruneEvents(database.db).catch(() => {}), 10 * 60_000)
pruneTimer.unref()

const server = await createSiteServer({ app, responseCache, hostname: env.HOST })
server.listen(env.PORT, env.HOST, () => {
  log(
    `ICNARI 2026 site on http://localhost:${(server.address() as AddressInfo).port} (API /api, docs /api/docs) — database: ${database.kind === 'postgres' ? 'Postgres' : `PGlite in ${env.DATA_DIR}`}`,
  )
})

// Graceful shutdown: stop accepting, let requests in flight finish, close the pool, exit 0.
let stopping = false
function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  log(`${signal}: shutting down`)
  const force = setTimeout(() => process.exit(1), 9000)
  force.unref()
  const http = server
  // Stop accepting connections, but not (yet) drop open ones: a request already sent on one may not have been
  // read yet, and http's own close() would reset it. Answers from now on close their connection; idle
  // connections are closed every 250 ms until none is left, then the pool closes.
  let sweeper: NodeJS.Timeout | undefined
  NetServer.prototype.close.call(http, async () => {
    clearInterval(sweeper)
    await responseCache.stop()
    await database.close().catch(() => {})
    process.exit(0)
  })
  // Before the site's own listener, which may answer synchronously (the cache fast path).
  http.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'))
  sweeper = setInterval(() => http.closeIdleConnections(), 250)
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
