import { type AddressInfo, Server as NetServer } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp, FEATURE_HOUSEKEEPING } from './app'
import { ArchiveSite } from './archive/reader'
import { bootstrapFirstAdmin } from './auth/admins'
import { prepareSecondFactors } from './auth/second-factor-store'
import { loadSecretKey, SecretKeyError } from './auth/secret-key'
import { ResponseCache } from './cache/response-cache'
import { openDatabase } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { migrateDatabase } from './db/migrate'
import { strayDatabaseError } from './db/stray-errors'
import { readEnv } from './env'
import { keepTickObjectShape } from './http/tick-shape'
import { housekeeping } from './jobs/housekeeping'
import { startBackupSchedule } from './jobs/scheduled-backups'
import { configureMail, describeMail } from './mail/config'
import { registerMailMetrics } from './mail/metrics'
import { MailWorker } from './mail/worker'
import { createLogger, flushLog } from './observability/logger'
import { SiteMetrics, startMetricsServer } from './observability/metrics'
import { DatabaseAvailability, logCacheHealth, observeRequests } from './observability/requests'
import { warmRenderWorkerWhenQuiet } from './pdf/render-pool'
import { readConference } from './routes/settings/settings.queries'
import { createSiteServer } from './site-server'

const env = readEnv()
// Before any traffic: keeps every cached answer on V8's fast path after idle GCs (http/tick-shape.ts).
await keepTickObjectShape()
const logger = createLogger({ level: env.LOG_LEVEL })
// Logs when the database becomes unreachable and when it is back (how long, how many requests failed).
const availability = new DatabaseAvailability(logger)

// postgres.js 3.4.9 can throw from a connection it has already given up when the database drops under load (a late
// write, or a connect failing with no listener left): db/stray-errors.ts tells those from real faults.
process.on('uncaughtException', (err) => {
  const stray = strayDatabaseError(err, env.DATABASE_URL)
  if (stray) {
    logger.warn(stray)
    return
  }
  logger.fatal({ err }, 'uncaught exception; exiting')
  process.exit(1)
})
// Plain text on the console, not a log record: the first admin's generated password is printed once, for the
// operator to read (it is never written anywhere else).
const log = (line: string) => {
  if (env.LOG_LEVEL !== 'silent') console.log(line)
}

const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  onAvailability: availability.changed,
}).catch((err: unknown) => {
  // Another process holds the PGlite folder: one line saying who, no stack trace.
  if (err instanceof DataDirLockedError) {
    console.error(err.message)
    process.exit(1)
  }
  throw err
})
await migrateDatabase(database)
// The key of the second factor at rest (auth/secret-key.ts): SECRET_KEY, else DATA_DIR's key file (made now if
// missing). Stored secrets of an earlier version are encrypted in place; a key that cannot read the stored ones
// (another instance's, a lost one) stops the start with one line naming SECRET_KEY.
const secretKey = (() => {
  try {
    return loadSecretKey({ secretKey: env.SECRET_KEY, dataDir: env.DATA_DIR })
  } catch (err) {
    console.error(err instanceof SecretKeyError ? err.message : String(err))
    process.exit(1)
  }
})()
const keyNote = {
  env: 'SECRET_KEY',
  file: `the key file ${secretKey.path}`,
  created: `a new key file ${secretKey.path}, generated now (mode 0600: back it up apart from the backups; several instances need SECRET_KEY set to its content)`,
  memory: 'a key of this process only (DATA_DIR memory://)',
}[secretKey.source]
try {
  const survey = await database.withLock(727_202_8, () =>
    prepareSecondFactors(
      database.db,
      secretKey.key,
      secretKey.source === 'env' ? 'SECRET_KEY' : `${keyNote}, as SECRET_KEY is unset`,
    ),
  )
  if (survey.secretsEncrypted + survey.codesWrapped > 0)
    logger.info(
      { secretsEncrypted: survey.secretsEncrypted, codesWrapped: survey.codesWrapped },
      `Second factor at rest: ${survey.secretsEncrypted} TOTP secrets encrypted and ${survey.codesWrapped} recovery-code hashes keyed in place`,
    )
} catch (err) {
  if (!(err instanceof SecretKeyError)) throw err
  console.error(err.message)
  await database.close().catch(() => {})
  process.exit(1)
}
// Under a lock: instances started together on an empty database must not both create the first admin.
const firstAdmin = await database.withLock(727_202_7, () =>
  bootstrapFirstAdmin(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME }),
)

const responseCache = new ResponseCache(database)
responseCache.onHealthChange = logCacheHealth(logger)
await responseCache.start()

const clientDist = resolve(env.CLIENT_DIST ?? fileURLToPath(new URL('../../client/dist', import.meta.url)))
// Past editions in ARCHIVE_DIR, each at its own host name; read again every 30 s (make archive runs apart).
const archives = new ArchiveSite(resolve(env.ARCHIVE_DIR))
const { app, pages, siteOrigin, editionUrlLoaded } = createApp({
  database,
  clientDist,
  corsOrigins: env.CORS_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  trustProxy: env.TRUST_PROXY,
  publicUrl: env.PUBLIC_URL,
  archives,
  backupDir: env.BACKUP_DIR,
  responseCache,
  logErrors: env.LOG_LEVEL !== 'silent',
  logger,
  secretKey: secretKey.key,
})

// Expired sessions, old rate-limit rows and uploads no record references after a day (jobs/housekeeping.ts).
const pruneTimer = setInterval(
  () =>
    void housekeeping(database.db, new Date(), FEATURE_HOUSEKEEPING)
      .then(({ registrationsErased }) => {
        // Counts only: which registrations were erased is in the table itself (erased_at).
        if (registrationsErased > 0)
          logger.info({ registrationsErased }, 'registration retention: personal data erased')
      })
      .catch(() => {}),
  10 * 60_000,
)
pruneTimer.unref()

// Prometheus metrics on a port of their own (METRICS_HOST, 127.0.0.1 by default), never on the public one.
if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT)
  throw new Error('METRICS_PORT must differ from PORT.')
const metrics = env.METRICS_PORT ? new SiteMetrics({ cache: responseCache, database: availability }) : undefined
const metricsServer = metrics
  ? await startMetricsServer(metrics, { port: env.METRICS_PORT!, host: env.METRICS_HOST })
  : undefined
// Mail (issue 51): without SMTP_URL every mail is kept `withheld` in the outbox; with it, this instance's worker
// sends the outbox with the others (mail/worker.ts).
const mailConfig = configureMail({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM,
  ratePerMinute: env.MAIL_RATE_PER_MINUTE,
  retryBaseMs: env.MAIL_RETRY_BASE_MS,
  leaseMs: env.MAIL_LEASE_MS,
})
const mailMetrics = metrics ? registerMailMetrics(metrics.registry, database.db) : undefined
const mailWorker = mailConfig.smtpUrl
  ? new MailWorker({ database, config: mailConfig, logger, onAttempt: mailMetrics?.onAttempt })
  : undefined
await mailWorker?.start()
if (metricsServer)
  logger.info(
    { port: env.METRICS_PORT, host: env.METRICS_HOST },
    `metrics on http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics`,
  )

// Scheduled backups (BACKUP_EVERY, off by default): one instance writes each, to BACKUP_DIR (jobs/scheduled-backups.ts).
const backupSchedule = env.BACKUP_EVERY
  ? startBackupSchedule({
      database,
      dir: env.BACKUP_DIR,
      everyMs: env.BACKUP_EVERY,
      keep: env.BACKUP_KEEP,
      logger,
      registry: metrics?.registry,
    })
  : undefined

// The edition's public URL from the settings, before the first request: links and the hosts answered follow it.
await editionUrlLoaded
siteOrigin.setArchivedHosts(archives.names)
archives.watch(30_000, (hosts) => siteOrigin.setArchivedHosts(hosts))

const server = await createSiteServer({
  app,
  responseCache,
  pages,
  siteOrigin,
  archives,
  hostname: env.HOST,
  // Request ids, one log line per request and the request metrics, for the cache's fast path too.
  observe: (listener) => observeRequests(listener, { logger, metrics, database: availability }),
  limits: {
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    uploadTimeoutMs: env.UPLOAD_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: env.MAX_CONNECTIONS,
  },
})
// The start-up line names the edition the site serves (the event settings' conference).
const siteName = (await readConference(database.db).catch(() => undefined))?.shortName ?? 'Conference'
server.listen(env.PORT, env.HOST, () => {
  const port = (server.address() as AddressInfo).port
  logger.info(
    { port, database: database.kind, secretKey: secretKey.source },
    `${siteName} site on http://localhost:${port} (API /api, docs /api/docs) — database: ${database.kind === 'postgres' ? 'Postgres' : `PGlite in ${env.DATA_DIR}`} — second-factor key: ${keyNote} — ${describeMail(mailConfig)}`,
  )
  flushLog(logger) // the JSON line above first: the plain line is the start's last
  log(openLine(port, firstAdmin))
  // The PDF thread gets up to speed at the first quiet second, so the first PDFs after a restart are not slow.
  warmRenderWorkerWhenQuiet()
})

/** The start's last line, plain: where to open the site and, on a first start, who can log in. */
function openLine(port: number, admin: Awaited<ReturnType<typeof bootstrapFirstAdmin>>): string {
  const open = `Open http://localhost:${port}`
  if (!admin) return open
  if (!admin.generatedPassword) return `${open} — first admin: ${admin.email} (password from ADMIN_PASSWORD)`
  return `${open} — first admin: ${admin.email}, password ${admin.generatedPassword} (shown once; ADMIN_EMAIL and ADMIN_PASSWORD choose them)`
}

// Graceful shutdown: stop accepting, let requests in flight finish, close the pool, exit 0.
let stopping = false
function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  logger.warn({ signal }, `${signal}: shutting down (requests in flight finish first)`)
  const force = setTimeout(() => process.exit(1), 9000)
  force.unref()
  const http = server
  // Stop accepting connections, but not (yet) drop open ones: a request already sent on one may not have been
  // read yet, and http's own close() would reset it. Answers from now on close their connection; idle
  // connections are closed every 250 ms until none is left, then the pool closes.
  let sweeper: NodeJS.Timeout | undefined
  // The mail in flight finishes (within the budget); the rest stays queued for the next start or another instance.
  const mailStopped = mailWorker?.stop(5000)
  NetServer.prototype.close.call(http, async () => {
    clearInterval(sweeper)
    await mailStopped
    await backupSchedule?.stop()
    await responseCache.stop()
    await database.close().catch(() => {})
    metricsServer?.close()
    logger.warn({ signal }, 'stopped')
    process.exit(0)
  })
  // Before the site's own listener, which may answer synchronously (the cache fast path).
  http.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'))
  sweeper = setInterval(() => http.closeIdleConnections(), 250)
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
