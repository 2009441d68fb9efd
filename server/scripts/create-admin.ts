// Creates an admin from the command line:
//   NEW_ADMIN_PASSWORD='a long password' npm run admin:create -- --name "Jane Doe" --email jane@example.org
// or leave NEW_ADMIN_PASSWORD unset in a terminal and type the password when asked. The password is never an
// argument: `ps` and shell history would see it. Uses DATABASE_URL when set, else the embedded database in
// DATA_DIR (./.data), like the server. Every failure is one line, never SQL or its parameters.
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'
import { HttpError, isDatabaseUnavailable, pgErrorCode } from '../src/api/errors'
import { COMMAND_LINE_ACTOR, createAdmin } from '../src/auth/admins'
import { PASSWORD_MIN, passwordProblem } from '../src/auth/password-policy'
import { type DatabaseHandle, openDatabase } from '../src/db/client'
import { DataDirLockedError } from '../src/db/data-dir-lock'
import { migrateDatabase } from '../src/db/migrate'
import { readEnv } from '../src/env'

const USAGE =
  'Usage: NEW_ADMIN_PASSWORD=... npm run admin:create -- --name "Name" --email you@example.org ' +
  '(or run it in a terminal without NEW_ADMIN_PASSWORD and type the password when asked)'

function fail(line: string, code = 1): never {
  console.error(line)
  process.exit(code)
}

/** Asks on the terminal without echoing what is typed. */
async function askHidden(question: string): Promise<string> {
  let muted = false
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding)
      done()
    },
  })
  const rl = createInterface({ input: process.stdin, output, terminal: true })
  try {
    process.stdout.write(question)
    muted = true
    return await new Promise<string>((resolve) => rl.question('', resolve))
  } finally {
    muted = false
    rl.close()
    process.stdout.write('\n')
  }
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.NEW_ADMIN_PASSWORD
  if (fromEnv) return fromEnv
  if (!process.stdin.isTTY)
    fail(`No password: set NEW_ADMIN_PASSWORD, or run this in a terminal to be asked. ${USAGE}`, 2)
  const first = await askHidden(`Password for the new admin (at least ${PASSWORD_MIN} characters): `)
  const again = await askHidden('The same password again: ')
  if (first !== again) fail('The two passwords differ; nothing was created.', 2)
  return first
}

/** Where the database is, for a message: host, port and name only (never the user or password of the URL). */
function describeDatabase(url: string | undefined, dataDir: string): string {
  if (!url) return `the embedded database in ${dataDir}`
  try {
    const u = new URL(url)
    return `the database at ${u.hostname}:${u.port || 5432}${u.pathname}`
  } catch {
    return 'the database of DATABASE_URL (the URL could not be read)'
  }
}

/** One line for a failure: our own messages as they are; database errors by kind and code, never their SQL. */
function describeFailure(err: unknown, where: string): string {
  if (err instanceof HttpError || err instanceof DataDirLockedError) return err.message
  if (isDatabaseUnavailable(err)) return `Cannot reach ${where}: is it running, and is DATABASE_URL right?`
  const code = pgErrorCode(err)
  if (code) return `The database refused the change (Postgres error ${code}); nothing was created.`
  return `Could not create the admin: ${err instanceof Error ? err.name : 'unknown error'}; nothing was created.`
}

let parsed: ReturnType<
  typeof parseArgs<{ options: { name: { type: 'string' }; email: { type: 'string' }; password: { type: 'string' } } }>
>
try {
  parsed = parseArgs({ options: { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } } })
} catch (err) {
  fail(`${(err as Error).message}. ${USAGE}`, 2)
}
const { values } = parsed
if (values.password !== undefined) {
  fail(
    'The password is never given as an argument (ps and shell history would see it): set NEW_ADMIN_PASSWORD, or leave it unset in a terminal to be asked.',
    2,
  )
}
const name = values.name?.trim()
const email = values.email?.trim()
if (!name || !email) fail(USAGE, 2)
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('The email address is not valid.', 2)
const password = await readPassword()
{
  // The same rules as POST /user/newuser (auth/password-policy.ts): at least 12 characters, not a common password.
  const problem = passwordProblem(password)
  if (problem) fail(`${problem} Nothing was created.`, 2)
}

const env = readEnv()
const where = describeDatabase(env.DATABASE_URL, env.DATA_DIR)
let database: DatabaseHandle | undefined
try {
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, max: 2 })
  await migrateDatabase(database)
  const admin = await createAdmin(database.db, { name, email, password }, { actor: COMMAND_LINE_ACTOR })
  console.log(`Admin created: ${admin.email}`)
} catch (err) {
  console.error(describeFailure(err, where))
  process.exitCode = 1
} finally {
  await database?.close().catch(() => {})
}
