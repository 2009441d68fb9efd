// Writes the static archive of the current edition (issue 32): make archive.
//   ARCHIVE_DIR to choose the folder (./archives); the edition's public URL (admin settings, else PUBLIC_URL) names
//   its sub-folder. DATABASE_URL or DATA_DIR as for the server; CLIENT_DIST for the built client (make build first).
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ArchiveError, writeArchive } from '../src/archive/archive'
import { openDatabase } from '../src/db/client'
import { DataDirLockedError } from '../src/db/data-dir-lock'
import { migrateDatabase } from '../src/db/migrate'
import { readEnv } from '../src/env'

const env = readEnv()
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, max: 4 }).catch(
  (err: unknown) => {
    console.error(
      err instanceof DataDirLockedError
        ? `Cannot archive while a server runs on it: ${err.message.replace(/: only one process.*$/, '')}. Stop the server (PGlite is one process), or use Postgres.`
        : `Could not open the database: ${err instanceof Error ? err.message : String(err)}`,
    )
    process.exit(1)
  },
)
const clientDist = resolve(env.CLIENT_DIST ?? fileURLToPath(new URL('../../client/dist', import.meta.url)))
try {
  await migrateDatabase(database)
  const started = Date.now()
  const result = await writeArchive({
    database,
    clientDist,
    archiveDir: resolve(env.ARCHIVE_DIR),
    publicUrl: env.PUBLIC_URL,
  })
  console.log(
    `Archived ${result.pages} pages and ${result.files} files (${(result.bytes / 1e6).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
      `The server answers ${result.host} from it; so can nginx (docs/deploy.md).`,
  )
  console.log(result.dir)
} catch (err) {
  console.error(
    err instanceof ArchiveError ? err.message : `Archive failed: ${err instanceof Error ? err.message : String(err)}`,
  )
  process.exitCode = 1
} finally {
  await database.close()
}
