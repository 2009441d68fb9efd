// Writes a static archive (issue 32, issue 50 item 2): make archive.
//   make archive FROM=backups/<file>.tar.gz: the edition that backup holds (to refresh a past edition's archive).
//   make archive FORCE=1 (or --force): the current edition, over its own host, where the live site answers.
//   ARCHIVE_DIR to choose the folder (./archives); the edition's public URL (admin settings, else PUBLIC_URL) names
//   its sub-folder. DATABASE_URL or DATA_DIR as for the server; CLIENT_DIST for the built client (make build first).
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { siteForArchive } from '../src/app'
import { openDatabase } from '../src/db/client'
import { DataDirLockedError } from '../src/db/data-dir-lock'
import { migrateDatabase } from '../src/db/migrate'
import { readEnv } from '../src/env'
import { ArchiveError } from '../src/routes/editions/editions.archive'
import { archiveCommand } from '../src/routes/editions/editions.archive-command'

const { values } = parseArgs({ options: { force: { type: 'boolean' }, from: { type: 'string' } } })
const force = values.force === true || /^(1|true|yes)$/i.test(process.env.FORCE ?? '')
const from = values.from || process.env.FROM || undefined

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
  const result = await archiveCommand({
    site: siteForArchive,
    database,
    clientDist,
    archiveDir: resolve(env.ARCHIVE_DIR),
    publicUrl: env.PUBLIC_URL,
    from: from && resolve(from),
    force,
  })
  console.log(
    `Archived ${result.pages} pages and ${result.files} files (${(result.bytes / 1e6).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
      `The server answers ${result.host} from it; so can nginx (docs/deploy.md).`,
  )
  if (result.missingImages.length > 0)
    console.log(
      `${result.missingImages.length} image(s) the pages name are no longer stored, so they are missing from it: ${result.missingImages.join(', ')}`,
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
