// Applies the migrations in migrations/ to DATABASE_URL (or the embedded PGlite in DATA_DIR) and exits,
// without serving: `make migrate`, or `node server/dist/migrate.js` in production.
import { openDatabase } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { readEnv } from '../src/env'

const env = readEnv()
// Two connections: the advisory lock holds one while the migrations run on the other.
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, max: 2 })
try {
  await migrateDatabase(database)
  console.log(`migrations applied (${database.kind === 'postgres' ? 'Postgres' : `PGlite in ${env.DATA_DIR}`})`)
} catch (err) {
  console.error('migration failed:', err instanceof Error ? err.message : err)
  process.exitCode = 1
} finally {
  await database.close().catch(() => {})
}
