// Writes one backup file of the database and prints its path as the last line:
//   make backup            (BACKUP_DIR to choose the folder; DATABASE_URL or DATA_DIR as for the server)
import { backupToFile } from '../src/backup/backup'
import { openDatabase } from '../src/db/client'
import { DataDirLockedError } from '../src/db/data-dir-lock'
import { readEnv } from '../src/env'

const env = readEnv()
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, max: 2 }).catch(
  (err: unknown) => {
    if (err instanceof DataDirLockedError) {
      // PGlite is one process: while the server runs, only the server can read it.
      console.error(
        `Cannot back up while a server runs on it: ${err.message.replace(/: only one process.*$/, '')}. ` +
          `Download a backup from the running site instead (GET /api/backup with an admin token, or "Download a backup" on the admin dashboard), or stop the server and run make backup again.`,
      )
    } else {
      console.error(`Could not open the database: ${err instanceof Error ? err.message : String(err)}`)
    }
    process.exit(1)
  },
)
try {
  const started = Date.now()
  const { path, manifest } = await backupToFile(database.db, env.BACKUP_DIR, database.kind)
  const rows = manifest.tables.reduce((n, t) => n + t.rowCount, 0)
  console.log(
    `Backup of ${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} images in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
      `It holds the admins' password hashes, their encrypted second factor and the contact messages: store it as carefully as the database, apart from SECRET_KEY.`,
  )
  console.log(path)
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exitCode = 1
} finally {
  await database.close()
}
