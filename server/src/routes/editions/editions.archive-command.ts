import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { eq } from 'drizzle-orm'
import { BackupError } from '../../backup/format'
import { restoreBackup, verifyBackup } from '../../backup/restore'
import { openDatabase } from '../../db/client'
import { readConference } from '../../db/conference'
import { pastEditions } from '../../db/schema'
import { ArchiveError, type ArchiveOptions, type ArchiveResult, stageArchive } from './editions.archive'

// `make archive` (issue 50 item 2): the live edition's host answers the live site, so an archive written there
// would replace it; that takes --force. FROM=<backup file> archives the edition a backup holds (a past one, whose
// archive needs refreshing) from a throwaway in-memory database, never from the live one.

/** What `make archive` renders (ArchiveOptions: the site, the live database, the folders, PUBLIC_URL), and how. */
export interface ArchiveCommandOptions
  extends Pick<ArchiveOptions, 'site' | 'database' | 'clientDist' | 'archiveDir' | 'renderModule' | 'publicUrl'> {
  /** A backup file: archive the edition it holds instead of the current one. */
  from?: string
  /** Write even over the live edition's host. */
  force?: boolean
}

const FORCE_HINT =
  'Give --force (make archive FORCE=1) only if this server no longer answers that host as the live site.'

/** Runs `make archive`; ArchiveError with a sentence for the person at the terminal when it cannot. */
export async function archiveCommand(options: ArchiveCommandOptions): Promise<ArchiveResult> {
  const live = await readConference(options.database.db)
  const liveOrigin = live?.publicUrl || options.publicUrl
  const liveHost = liveOrigin ? new URL(liveOrigin).hostname : undefined
  if (!options.from) {
    if (liveHost && !options.force)
      throw new ArchiveError(
        `Nothing was written: ${liveHost} is the live edition's host, and its archive would replace the live site there (no admin area, no login). ` +
          `To refresh a past edition's archive, give its backup: make archive FROM=backups/<file>.tar.gz. ${FORCE_HINT}`,
      )
    const { site, database, clientDist, archiveDir, renderModule, publicUrl } = options
    return (await stageArchive({ site, database, clientDist, archiveDir, renderModule, publicUrl })).place()
  }
  return archiveFromBackup(options, liveHost, liveOrigin)
}

async function archiveFromBackup(
  options: ArchiveCommandOptions,
  liveHost: string | undefined,
  liveOrigin: string | undefined,
): Promise<ArchiveResult> {
  const file = options.from!
  const cannot = (why: string) => new ArchiveError(`Cannot archive from ${file}: ${why} Nothing was written.`)
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch (err) {
    throw cannot(`the file cannot be read (${(err as NodeJS.ErrnoException).code ?? 'unreadable'}).`)
  }
  let backup: ReturnType<typeof verifyBackup>
  try {
    backup = verifyBackup(bytes)
  } catch (err) {
    throw cannot(err instanceof BackupError ? err.message : String(err))
  }
  const copy = await openDatabase({ dataDir: 'memory://' })
  try {
    await restoreBackup(copy, backup).catch((err: unknown) => {
      throw cannot(`it could not be read into a database (${err instanceof Error ? err.message : String(err)}).`)
    })
    // The edition's host: its own public URL, else the one its switch recorded for this very backup.
    const [past] = await options.database.db
      .select({ host: pastEditions.archiveHost })
      .from(pastEditions)
      .where(eq(pastEditions.backupFile, basename(file)))
      .limit(1)
    const origin = (await readConference(copy.db))?.publicUrl || (past ? `https://${past.host}` : undefined)
    if (!origin)
      throw cannot(
        'the edition it holds has no public URL and no past edition names this backup, so its archive would have no host name.',
      )
    const host = new URL(origin).hostname
    if (host === liveHost && !options.force)
      throw cannot(`the edition it holds was at ${host}, which is the live edition's host now. ${FORCE_HINT}`)
    const staged = await stageArchive({
      site: options.site,
      database: copy,
      clientDist: options.clientDist,
      archiveDir: options.archiveDir,
      renderModule: options.renderModule,
      publicUrl: origin,
      currentUrl: liveOrigin && host !== liveHost ? `${liveOrigin}/` : undefined,
    })
    return staged.place()
  } finally {
    await copy.close()
  }
}
