import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { bundleServer } from '../scripts/bundle-server.mjs'
import { openDatabase } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { createDatabaseOn } from './database'
import { SHARED_FOLDER } from './once-per-run'

// Once per run, before any test file (docs/decisions/048):
// - the server bundle, as `npm run build` makes it, in a folder of this run's own: the servers and commands the
//   tests start run it with plain node (1.4 s of CPU to listen, against 3.2–4.1 s under `--import tsx`);
// - on Postgres, a migrated template database that each file's database is copied from (a copy is one statement;
//   migrating took about 0.5 s of CPU per file between Node and Postgres).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's server bundle (index.js, create-admin.js, …). */
    serverBundle: string
    /** A migrated database on the TEST_DATABASE_URL server to copy, or '' (PGlite, testcontainers). */
    templateDatabase: string
  }
}

const SERVER_DIR = fileURLToPath(new URL('../', import.meta.url))
/** A run killed before its teardown leaves its folder: one older than this is removed by a later run. */
const STALE_MS = 6 * 3600_000

export default async function setup(project: TestProject) {
  for (const name of readdirSync(SERVER_DIR)) {
    if (!name.startsWith('dist-test-')) continue
    const path = join(SERVER_DIR, name)
    if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true })
  }
  // Beside src/ as dist/ is: the bundle finds migrations/ and client/dist from where it lies.
  const bundle = mkdtempSync(join(SERVER_DIR, 'dist-test-'))
  await bundleServer(bundle)
  const shared = join(bundle, SHARED_FOLDER)
  mkdirSync(shared)
  project.provide('serverBundle', bundle)

  let dropTemplate = async () => {}
  let migrateTemplate = async () => {}
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const template = await createDatabaseOn(serverUrl, 'template')
    migrateTemplate = async () => {
      const handle = await openDatabase({ databaseUrl: template.url, max: 2 })
      try {
        await migrateDatabase(handle)
      } finally {
        // A database is copied only while nobody is connected to it.
        await handle.close()
      }
    }
    await migrateTemplate()
    dropTemplate = template.drop
    project.provide('templateDatabase', new URL(template.url).pathname.slice(1))
  } else {
    project.provide('templateDatabase', '')
  }

  // Watch mode: a rerun tests the code as it is now. The bundle is made again, a new migration reaches the
  // template, and what the files share once per run (test/once-per-run.ts) is made again when first asked.
  project.onTestsRerun(async () => {
    await bundleServer(bundle)
    await migrateTemplate()
    rmSync(shared, { recursive: true, force: true })
    mkdirSync(shared)
  })

  return async () => {
    await dropTemplate()
    rmSync(bundle, { recursive: true, force: true })
  }
}
