import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../src/db/client'
import { migrateDatabase, migrationsFolder } from '../src/db/migrate'
import { oncePerRun } from './once-per-run'

export type TestDatabaseSource = 'TEST_DATABASE_URL' | 'testcontainers' | 'pglite'

export interface TestDatabase {
  handle: DatabaseHandle
  source: TestDatabaseSource
  /** Connection string of this file's own database (absent on PGlite). */
  url?: string
  /** Drops the database (Postgres) or closes PGlite. */
  dispose: () => Promise<void>
}

/** Cheap check (well under a millisecond) that a container runtime might answer. */
export function containerRuntimeLikely(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock')
}

/**
 * A new database on the Postgres server at `serverUrl`, named `<prefix>_<time>_<random>`: empty, or a copy of the
 * database `template` names.
 */
export async function createDatabaseOn(
  serverUrl: string,
  prefix = 't',
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: postgres } = await import('postgres')
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const sql = postgres(serverUrl, { max: 1, onnotice: () => {} })
      await sql.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {})
      await sql.end()
    },
  }
}

let containerUrl: Promise<string | undefined> | undefined
async function startContainer(): Promise<string | undefined> {
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
    const container = await new PostgreSqlContainer('postgres:15-alpine').start()
    return container.getConnectionUri()
  } catch {
    return undefined
  }
}

/**
 * A fresh, migrated database for one test file: TEST_DATABASE_URL (a new database on that server),
 * else a testcontainers Postgres when a container runtime answers, else in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  let serverUrl = process.env.TEST_DATABASE_URL
  let source: TestDatabaseSource = 'TEST_DATABASE_URL'
  if (!serverUrl && containerRuntimeLikely()) {
    containerUrl ??= startContainer()
    serverUrl = await containerUrl
    source = 'testcontainers'
  }
  if (serverUrl) {
    // On TEST_DATABASE_URL, a copy of the run's migrated template (test/global-setup.ts).
    const template = source === 'TEST_DATABASE_URL' ? inject('templateDatabase') : ''
    const { url, drop } = await createDatabaseOn(serverUrl, 't', template || undefined)
    const handle = await openDatabase({ databaseUrl: url, max: 5 })
    if (!template) await migrateDatabase(handle)
    return {
      handle,
      source,
      url,
      dispose: async () => {
        await handle.close()
        await drop()
      },
    }
  }
  const handle = await openMigratedPGlite()
  return { handle, source: 'pglite', dispose: () => handle.close() }
}

/** The run's migrated PGlite image, once this worker has read it: `path` is where it lies. */
let pgliteImage: Promise<{ path: string; blob: Blob }> | undefined

/**
 * A migrated in-memory PGlite, started from the image (42 MB) of one made once per run (test/once-per-run.ts): a
 * new PGlite and its migrations took 9.3 s of CPU here, a start from the image 1.9–2.2 s.
 */
export async function openMigratedPGlite(): Promise<DatabaseHandle> {
  // A rerun in watch mode removes the image (test/global-setup.ts): it is then made again.
  const known = await pgliteImage?.catch(() => undefined)
  if (known && !existsSync(known.path)) pgliteImage = undefined
  pgliteImage ??= oncePerRun('pglite-migrated.tar', makePGliteImage, 120_000).then((path) => ({
    path,
    blob: new Blob([readFileSync(path)]),
  }))
  return openDatabase({ dataDir: 'memory://', loadDataDir: (await pgliteImage).blob })
}

async function makePGliteImage(partial: string) {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const pg = new PGlite()
  try {
    await migrate(drizzle(pg), { migrationsFolder })
    writeFileSync(partial, new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer()))
  } finally {
    await pg.close()
  }
}
