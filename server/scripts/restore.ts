// Restores a backup into the database that DATABASE_URL selects (or PGlite in DATA_DIR):
//   make restore FILE=backups/icnari-….tar.gz [FORCE=1]
// The whole file is checked (checksums, format version) before anything is written.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { loadSecretKey, SecretKeyError } from '../src/auth/secret-key'
import { BackupError } from '../src/backup/format'
import { restoreBackup, secondFactorOffMessage, verifyBackup } from '../src/backup/restore'
import { openDatabase } from '../src/db/client'
import { DataDirLockedError } from '../src/db/data-dir-lock'
import { readEnv } from '../src/env'

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true })
const file = positionals[0] || process.env.FILE
const force = values.force === true || /^(1|true|yes)$/i.test(process.env.FORCE ?? '')
if (!file) {
  console.error('Usage: make restore FILE=backups/icnari-<time>.tar.gz [FORCE=1]')
  process.exit(2)
}

let archive: Buffer
try {
  archive = readFileSync(file)
} catch (err) {
  console.error(`Cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`)
  process.exit(1)
}
let backup: ReturnType<typeof verifyBackup>
try {
  backup = verifyBackup(archive)
} catch (err) {
  console.error(err instanceof BackupError ? `${file}: ${err.message} Nothing was written.` : err)
  process.exit(1)
}

const env = readEnv()
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, max: 2 }).catch(
  (err: unknown) => {
    console.error(
      err instanceof DataDirLockedError
        ? `${err.message} Stop the server before restoring.`
        : `Could not open the database: ${String(err)}`,
    )
    process.exit(1)
  },
)
try {
  const started = Date.now()
  // The key the server will use (SECRET_KEY, else DATA_DIR's key file): second factors it cannot read are
  // switched off, and the admins named.
  const { key } = loadSecretKey({ secretKey: env.SECRET_KEY, dataDir: env.DATA_DIR })
  const summary = await restoreBackup(database, backup, { force, secretKey: key })
  const rows = summary.tables.reduce((n, t) => n + t.rows, 0)
  console.log(
    `Restored ${rows} rows in ${summary.tables.length} tables and ${summary.images} images from the backup of ${backup.manifest.takenAt} ` +
      `into ${database.kind === 'postgres' ? 'Postgres' : `PGlite in ${env.DATA_DIR}`} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
  if (summary.secondFactorOff.length > 0) console.log(secondFactorOffMessage(summary.secondFactorOff))
} catch (err) {
  console.error(
    err instanceof BackupError || err instanceof SecretKeyError
      ? err.message
      : `Restore failed, nothing was changed: ${err instanceof Error ? err.message : String(err)}`,
  )
  process.exitCode = 1
} finally {
  await database.close()
}
