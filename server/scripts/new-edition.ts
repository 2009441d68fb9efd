// Starts the next edition from the command line (issue 32), as POST /api/editions/next does:
//   make new-edition ARGS='--short-name "ICNARI 2027" --acronym icnari2027 --year 2027 --start 2027-03-05 \
//     --end 2027-03-07 --public-url https://icnari2027.example.org [--name "…"] [--dry-run]'
// A backup (BACKUP_DIR), the archive (ARCHIVE_DIR), then the switch; --dry-run only prints what it would do.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { HttpError } from '../src/api/errors'
import { siteForArchive } from '../src/app'
import { dropCacheEverywhere } from '../src/cache/response-cache'
import { openDatabase } from '../src/db/client'
import { DataDirLockedError } from '../src/db/data-dir-lock'
import { migrateDatabase } from '../src/db/migrate'
import { readEnv } from '../src/env'
import { nextEditionRunner } from '../src/routes/editions/editions.handlers'
import { NextEditionInput } from '../src/routes/editions/editions.schemas'
import { readConference } from '../src/routes/settings/settings.queries'

const ACTOR = { id: null, email: 'command line', name: 'make new-edition' }
/** The option that gave each field. */
const OPTION: Record<string, string> = {
  shortName: 'short-name',
  startDate: 'start',
  endDate: 'end',
  publicUrl: 'public-url',
}
const optionOf = (field: string) => `--${OPTION[field] ?? field}`

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    'short-name': { type: 'string' },
    acronym: { type: 'string' },
    year: { type: 'string' },
    start: { type: 'string' },
    end: { type: 'string' },
    'public-url': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
})

const env = readEnv()
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, max: 4 }).catch(
  (err: unknown) => {
    console.error(
      err instanceof DataDirLockedError
        ? `Cannot start an edition while a server runs on it: ${err.message.replace(/: only one process.*$/, '')}. Use /admin/edition on the running site, or stop it first.`
        : `Could not open the database: ${err instanceof Error ? err.message : String(err)}`,
    )
    process.exit(1)
  },
)
try {
  await migrateDatabase(database)
  const current = await readConference(database.db)
  const parsed = NextEditionInput.safeParse({
    name: values.name ?? current?.name,
    shortName: values['short-name'],
    acronym: values.acronym,
    year: values.year === undefined ? undefined : Number(values.year),
    startDate: values.start,
    endDate: values.end,
    publicUrl: values['public-url'],
    dryRun: values['dry-run'],
  })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${optionOf(String(issue.path[0] ?? ''))}: ${issue.message}`)
    process.exit(2)
  }
  const clientDist = resolve(env.CLIENT_DIST ?? fileURLToPath(new URL('../../client/dist', import.meta.url)))
  const run = nextEditionRunner({
    siteForArchive,
    database,
    clientDist,
    archiveDir: resolve(env.ARCHIVE_DIR),
    backupDir: resolve(env.BACKUP_DIR),
    publicUrl: env.PUBLIC_URL,
    // Running servers on Postgres drop every cached answer and page (and read the new edition and its archive);
    // a PGlite server is stopped while this runs.
    invalidateEverything: async () => {
      if (database.kind === 'postgres') await dropCacheEverywhere(database).catch(() => {})
    },
  })
  const answer = await run(database.db, parsed.data, ACTOR)
  console.log(answer.body.message)
  console.log(JSON.stringify(answer.body, null, 2))
} catch (err) {
  console.error(err instanceof HttpError ? err.message : `Failed: ${err instanceof Error ? err.message : String(err)}`)
  if (err instanceof HttpError && err.issues)
    for (const i of err.issues) console.error(`${optionOf(i.path)}: ${i.message}`)
  process.exitCode = 1
} finally {
  await database.close()
}
