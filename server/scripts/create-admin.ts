// Creates an admin from the command line:
//   npm run admin:create -- --name "Jane Doe" --email jane@example.org --password 'long-password'
// Uses DATABASE_URL when set, else the embedded database in DATA_DIR (./.data), like the server.
import { parseArgs } from 'node:util'
import { openDatabase } from '../src/db/client'
import { DataDirLockedError } from '../src/db/data-dir-lock'
import { migrateDatabase } from '../src/db/migrate'
import { readEnv } from '../src/env'
import { createAdmin } from '../src/lib/admins'
import { HttpError } from '../src/lib/errors'

const { values } = parseArgs({
  options: { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
})
const name = values.name?.trim()
const email = values.email?.trim()
const password = values.password ?? process.env.NEW_ADMIN_PASSWORD
if (!name || !email || !password) {
  console.error('Usage: npm run admin:create -- --name "Name" --email you@example.org --password "at least 8 characters"')
  process.exit(2)
}
if (password.length < 8) {
  console.error('The password must have at least 8 characters.')
  process.exit(2)
}
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('The email address is not valid.')
  process.exit(2)
}
const env = readEnv()
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch((err: unknown) => {
  console.error(err instanceof DataDirLockedError ? err.message : err)
  process.exit(1)
})
try {
  await migrateDatabase(database)
  const admin = await createAdmin(database.db, { name, email, password })
  console.log(`Admin created: ${admin.email}`)
} catch (err) {
  console.error(err instanceof HttpError ? err.message : err)
  process.exitCode = 1
} finally {
  await database.close()
}
