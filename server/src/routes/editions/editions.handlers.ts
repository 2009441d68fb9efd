import { rmSync } from 'node:fs'
import { basename } from 'node:path'
import type { RouteHandler, z } from '@hono/zod-openapi'
import type { Conference } from '../../../../common/conference'
import { type AuditActor, actorOf, recordAudit } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError, messageWithoutPaths } from '../../api/errors'
import { backupToFile } from '../../backup/backup'
import type { Database, DatabaseHandle } from '../../db/client'
import { pastEditions } from '../../db/schema'
import type { RenderModule } from '../../pages/renderer'
import { todayInIndia } from '../dates/dates.queries'
import { lockSettings, readSettings, saveSettings } from '../settings/settings.queries'
import { type SiteForArchive, type StagedArchive, stageArchive } from './editions.archive'
import { carriedLeftovers, daysBetween, listPast, planCounts, shiftedDatesOf, switchEdition } from './editions.queries'
import type * as routes from './editions.routes'
import type { NextEditionInput } from './editions.schemas'

export interface EditionDeps {
  /** The site the archive is rendered from (app.ts siteForArchive). */
  siteForArchive: SiteForArchive
  /** Absent only when the app is built to emit the contract. */
  database?: DatabaseHandle
  clientDist?: string
  renderModule?: RenderModule | string
  archiveDir: string
  backupDir: string
  /** PUBLIC_URL: the current edition's origin while its settings name none. */
  publicUrl?: string
  /** Drops every cached answer and page, on every instance (the whole site changes edition). */
  invalidateEverything: () => Promise<void>
  /** A new archive was written: serve it now (other instances read ARCHIVE_DIR again on their own). */
  onArchived?: (host: string) => void
  /** Tests only: runs after the backup and the archive, before the switch's transaction. */
  afterArchive?: () => Promise<void>
  /** Tests only: runs inside the switch's transaction once every write is done, before it commits. */
  beforeCommit?: () => Promise<void>
}

const hostOf = (origin: string) => new URL(origin).hostname

/** The links that name the old edition's submission site and documents: emptied by the switch unless kept. */
const LINKS_EMPTIED = ['submission', 'brochure', 'templateWord', 'templateLatex']

type NextEditionAnswer =
  | { status: 200; body: Record<string, unknown> & { message: string } }
  | { status: 201; body: Record<string, unknown> & { message: string; backup: string } }

/**
 * The next edition (POST /editions/next and `make new-edition`): validated input in, the plan (dry run) or the
 * result out; HttpError for what a person must change.
 */
export function nextEditionRunner(deps: EditionDeps) {
  // A failure is told to the admin without this machine's folders (an ENAMETOOLONG quoted the archive's whole path).
  const withoutPaths = (err: unknown) =>
    messageWithoutPaths(err, {
      [deps.archiveDir]: 'the archive folder',
      [deps.backupDir]: 'the backup folder',
      ...(deps.clientDist ? { [deps.clientDist]: "the web client's build folder" } : {}),
    })
  let running = false
  return async function run(
    db: Database,
    input: z.infer<typeof NextEditionInput>,
    actor: AuditActor,
    now: Date = new Date(),
  ): Promise<NextEditionAnswer> {
    const database = deps.database
    if (!database) throw new HttpError(503, 'The database is unavailable. Please try again shortly.')
    // Before any read: on PGlite (one connection) a request waiting for the database behind a running switch's
    // transaction would wait for it to end.
    if (running && !input.dryRun)
      throw new HttpError(409, 'The next edition is being started already: wait for that to finish.')
    const settings = await readSettings(db)
    const current = settings?.conference
    if (!settings || !current)
      throw new HttpError(409, 'The settings name no current edition yet: save them in /admin/settings first.')
    const currentOrigin = current.publicUrl || deps.publicUrl
    if (!currentOrigin)
      throw new HttpError(
        409,
        'The current edition has no public URL, so its archive would have no address: set it in /admin/settings (Conference) or PUBLIC_URL first.',
      )
    const issues: { path: string; message: string }[] = []
    if (input.startDate <= current.endDate)
      issues.push({
        path: 'startDate',
        message: `The first day must come after the current edition's last day (${current.endDate}).`,
      })
    if (input.acronym === current.acronym)
      issues.push({ path: 'acronym', message: `The acronym must be new: ${current.acronym} is the current edition's.` })
    if (hostOf(input.publicUrl) === hostOf(currentOrigin))
      issues.push({
        path: 'publicUrl',
        message: `The public URL needs a new host name: ${hostOf(currentOrigin)} will answer with the current edition's archive.`,
      })
    const past = await listPast(db)
    if (past.some((p) => p.archiveHost === hostOf(input.publicUrl)))
      issues.push({
        path: 'publicUrl',
        message: `${hostOf(input.publicUrl)} already answers with a past edition's archive.`,
      })
    if (issues.length > 0) throw new HttpError(400, issues.map((i) => i.message).join(' '), issues)

    const shiftDays = daysBetween(current.startDate, input.startDate)
    const counts = await planCounts(db, settings)
    const next: Conference = {
      ...current,
      name: input.name,
      shortName: input.shortName,
      acronym: input.acronym,
      year: input.year,
      startDate: input.startDate,
      endDate: input.endDate,
      publicUrl: input.publicUrl,
    }
    const plan = {
      from: {
        shortName: current.shortName,
        startDate: current.startDate,
        endDate: current.endDate,
        host: hostOf(currentOrigin),
      },
      to: { shortName: next.shortName, startDate: next.startDate, endDate: next.endDate, host: hostOf(next.publicUrl) },
      shiftDays,
      ...counts,
      leftovers: await carriedLeftovers(db, settings, {
        year: current.year,
        acronym: current.acronym,
        shortName: current.shortName,
        host: hostOf(currentOrigin),
      }),
      dates: await shiftedDatesOf(db, shiftDays, todayInIndia(now)),
      linksEmptied: input.keepLinks ? [] : LINKS_EMPTIED,
    }
    if (input.dryRun) {
      return {
        status: 200,
        body: {
          message: `Starting ${next.shortName} would archive ${current.shortName} at ${plan.from.host}, carry ${counts.carried.committeeMembers} committee members, ${counts.carried.rooms} programme rooms and the settings, move ${counts.shifted.importantDates} dates by ${shiftDays} days and empty the rest. Nothing was written.`,
          ...plan,
        },
      }
    }
    if (running) throw new HttpError(409, 'The next edition is being started already: wait for that to finish.')
    running = true
    let backupPath: string | undefined
    let staged: StagedArchive | undefined
    let committed = false
    try {
      // 1. A backup of everything, 2. the archive of the current edition under its staging name (not served):
      // either failing stops here, nothing changed.
      const backup = await backupToFile(db, deps.backupDir, database.kind).catch((err: unknown) => {
        throw new HttpError(409, `The backup failed, so nothing was changed: ${withoutPaths(err)}`)
      })
      backupPath = backup.path
      if (!deps.clientDist) throw new HttpError(409, 'No built web client to archive the site from: run make build.')
      staged = await stageArchive({
        site: deps.siteForArchive,
        database,
        clientDist: deps.clientDist,
        archiveDir: deps.archiveDir,
        renderModule: deps.renderModule,
        publicUrl: currentOrigin,
        currentUrl: `${next.publicUrl}/`,
      }).catch((err: unknown) => {
        throw new HttpError(409, `The archive could not be written, so nothing was changed: ${withoutPaths(err)}`)
      })
      const archive = staged
      await deps.afterArchive?.()
      // 3. The switch, in one transaction.
      await db.transaction(async (tx) => {
        const locked = await lockSettings(tx)
        if (locked?.conference?.acronym !== current.acronym)
          throw new HttpError(409, 'The edition was changed meanwhile (another request started one): nothing was done.')
        await switchEdition(tx, shiftDays)
        // Registration settings are carried, closed: the organisers open it once the new fees and dates are set.
        // The old edition's submission, brochure and template links go unless the organiser keeps them (issue 54).
        const links = input.keepLinks
          ? locked.links
          : { ...locked.links, ...Object.fromEntries(LINKS_EMPTIED.map((k) => [k, ''])) }
        await saveSettings(tx, {
          ...locked,
          conference: next,
          links,
          registration: { ...locked.registration, open: false },
        })
        await tx.insert(pastEditions).values({
          conference: { ...current, publicUrl: currentOrigin },
          archiveHost: archive.host,
          archivePages: archive.pages,
          archiveFiles: archive.files,
          backupFile: basename(backup.path),
          carriedToReview: ['fees', 'hotels'],
        })
        await recordAudit(tx, {
          actor,
          action: 'edition-start',
          entity: 'edition',
          entityId: null,
          before: { conference: current },
          after: {
            conference: next,
            ...counts,
            shiftDays,
            backup: basename(backup.path),
            archive: archive.host,
            missingImages: archive.missingImages,
          },
        })
        await deps.beforeCommit?.()
      })
      // 4. Committed: only now does the old host answer from its archive.
      committed = true
      archive.place()
      deps.onArchived?.(archive.host)
      await deps.invalidateEverything()
      const missing = archive.missingImages.length
      return {
        status: 201,
        body: {
          message: `${next.shortName} has started. ${current.shortName} is archived at ${archive.host}.${missing > 0 ? ` ${missing} image(s) the pages name were no longer stored and are missing from it.` : ''}`,
          ...plan,
          backup: basename(backup.path),
          archive: { host: archive.host, pages: archive.pages, files: archive.files },
        },
      }
    } catch (err) {
      if (committed) throw err
      // A failed or refused switch leaves no trace but its audit entry: no staged archive, no backup of it.
      staged?.discard()
      if (backupPath) rmSync(backupPath, { force: true })
      await recordAudit(db, {
        actor,
        action: 'edition-start-failed',
        entity: 'edition',
        entityId: null,
        before: { conference: current },
        after: { conference: next, message: err instanceof Error ? err.message : String(err) },
      }).catch(() => {})
      throw err
    } finally {
      running = false
    }
  }
}

export function editionHandlers(deps: EditionDeps) {
  const run = nextEditionRunner(deps)

  const startNextEdition: RouteHandler<typeof routes.startNextEdition, AppEnv> = async (c) => {
    const answer = await run(c.get('db'), c.req.valid('json'), actorOf(c), c.get('now')())
    // The two answers are the route's 200 and 201 bodies, checked by their schemas when the contract is built.
    return c.json(answer.body as never, answer.status)
  }

  const listPastEditions: RouteHandler<typeof routes.listPastEditions, AppEnv> = async (c) => {
    const rows = await listPast(c.get('db'))
    return c.json(
      {
        editions: rows.map((row) => {
          const conference = row.conference as Conference
          const origin = conference.publicUrl || `https://${row.archiveHost}`
          return {
            _id: row.id,
            shortName: conference.shortName,
            name: conference.name,
            year: conference.year,
            startDate: conference.startDate,
            endDate: conference.endDate,
            archiveUrl: `${origin}/`,
            pages: row.archivePages,
            endedAt: row.endedAt.toISOString(),
          }
        }),
        toReview: rows[0]?.carriedToReview ?? [],
      },
      200,
    )
  }

  return { startNextEdition, listPastEditions }
}
