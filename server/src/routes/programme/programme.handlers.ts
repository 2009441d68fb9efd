import type { RouteHandler, z } from '@hono/zod-openapi'
import { sql } from 'drizzle-orm'
import { addDays, type Conference } from '../../../../common/conference'
import {
  indiaClock,
  PROGRAMME_TIME_ZONE,
  SESSION_LIMITS,
  SESSION_WINDOW_DAYS,
  slugOf,
} from '../../../../common/programme'
import { changesSummary } from '../../../../common/programme-words'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError, notFound, pgErrorCode } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { PUBLIC_CACHE_CONTROL } from '../../cache/headers'
import type { Database } from '../../db/client'
import { readConference } from '../settings/settings.queries'
import { latestProgramme, publishedWorkshops, listVersions as readVersions } from './programme.published'
import * as queries from './programme.queries'
import type * as routes from './programme.routes'
import { BOTH_OR_NEITHER, END_NOT_AFTER_START, type SessionUpdate } from './programme.schemas'
import { canonicalJson, nextVersion, orderSessions, warningsOf } from './programme.snapshot'

export { createRoom, deleteRoom, listRooms, updateRoom } from './programme.room-handlers'

type Issue = { path: string; message: string }

const invalid = (issues: Issue[]) => new HttpError(400, issues.map((i) => `${i.path}: ${i.message}`).join(' '), issues)

const sessionNotFound = () => notFound('Session')

const _quoted = (titles: string[]) => titles.map((t) => `"${t}"`).join(', ')

// ---- Published (public) ----

export const getProgramme: RouteHandler<typeof routes.getProgramme, AppEnv> = async (c) => {
  const { version, snapshot } = await latestProgramme(c.get('db'))
  c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
  return c.json({ version, timeZone: PROGRAMME_TIME_ZONE, rooms: snapshot.rooms, sessions: snapshot.sessions }, 200)
}

export const listVersions: RouteHandler<typeof routes.listVersions, AppEnv> = async (c) => {
  c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
  return c.json({ versions: await readVersions(c.get('db')) }, 200)
}

export const listWorkshops: RouteHandler<typeof routes.listWorkshops, AppEnv> = async (c) => {
  c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
  return c.json({ workshops: await publishedWorkshops(c.get('db')) }, 200)
}

// ---- Sessions (the draft) ----

export const listSessions: RouteHandler<typeof routes.listSessions, AppEnv> = async (c) => {
  const db = c.get('db')
  const [rooms, rows] = await Promise.all([queries.listRooms(db), queries.listSessionRows(db)])
  const ordered = orderSessions(rows, new Map(rooms.map((r) => [r.id, r.position])))
  const names = await queries.speakerNames(db, [...new Set(rows.flatMap((r) => r.speakerIds))])
  const warnings = warningsOf(ordered, new Map(rooms.map((r) => [r.id, r.name])), names)
  return c.json({ sessions: ordered.map(queries.toSession), warnings }, 200)
}

type SessionFields = z.infer<typeof SessionUpdate>

const idsWord = (n: number) => (n === 1 ? 'id' : 'ids')

/**
 * What the schema alone cannot check, against the session as it would be saved (`merged`): both times or
 * neither, the end after the start; and among the fields given (`given`), the room, speakers and papers that
 * exist, and a slug no other session has. Every problem is one issue on its field.
 */
async function checkSession(
  tx: Database,
  merged: { start: Date | null; end: Date | null },
  given: SessionFields,
  slug: string | undefined,
  selfId?: string,
): Promise<void> {
  const issues: Issue[] = []
  if ((merged.start === null) !== (merged.end === null))
    issues.push({ path: merged.start === null ? 'start' : 'end', message: BOTH_OR_NEITHER })
  else if (merged.start && merged.end && merged.end.getTime() <= merged.start.getTime())
    issues.push({ path: 'end', message: END_NOT_AFTER_START })
  // Only the times given: an edit of another field of a session the conference's new days left behind still saves.
  const conference = given.start || given.end ? await readConference(tx) : undefined
  if (conference) {
    for (const [field, label] of [
      ['start', 'Start'],
      ['end', 'End'],
    ] as const) {
      const issue = given[field] ? outsideConference(conference, field, label, merged[field]) : undefined
      if (issue) issues.push(issue)
    }
  }
  if (given.roomId) {
    if (!(await queries.findRoom(tx, given.roomId)))
      issues.push({ path: 'roomId', message: `No room has the id ${given.roomId}.` })
  }
  if (given.speakerIds?.length) {
    const unknown = await queries.unknownIds(tx, 'speakers', given.speakerIds)
    if (unknown.length)
      issues.push({
        path: 'speakerIds',
        message: `No speaker has the ${idsWord(unknown.length)} ${unknown.join(', ')}.`,
      })
  }
  if (given.paperIds?.length) {
    const unknown = await queries.unknownIds(tx, 'papers', given.paperIds)
    if (unknown.length)
      issues.push({ path: 'paperIds', message: `No paper has the ${idsWord(unknown.length)} ${unknown.join(', ')}.` })
  }
  if (slug !== undefined) {
    const owner = await queries.sessionWithSlug(tx, slug, selfId)
    if (owner) issues.push({ path: 'slug', message: `Slug "${slug}" is taken by the session "${owner.title}".` })
  }
  if (issues.length > 0) throw invalid(issues)
}

/**
 * A session lies within SESSION_WINDOW_DAYS of the conference's days (India time): a mistyped year (0207 for 2027)
 * is refused here rather than stretching every export over eighteen centuries.
 */
function outsideConference(
  conference: Pick<Conference, 'startDate' | 'endDate'>,
  field: 'start' | 'end',
  label: string,
  at: Date | null,
): Issue | undefined {
  if (!at) return undefined
  const day = indiaClock(at.toISOString()).day
  const first = addDays(conference.startDate, -SESSION_WINDOW_DAYS)
  const last = addDays(conference.endDate, SESSION_WINDOW_DAYS)
  if (day >= first && day <= last) return undefined
  return {
    path: field,
    message: `${label} must lie within ${SESSION_WINDOW_DAYS} days of the conference's days (${conference.startDate} to ${conference.endDate}), so between ${first} and ${last}: ${day} is not (a mistyped year?).`,
  }
}

const dateOf = (iso: string | null | undefined) => (iso ? new Date(iso) : null)

/** A slug taken between the check and the write (two requests at once) is the same 400 as the check. */
async function uniqueSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if (pgErrorCode(err) === '23505')
      throw invalid([{ path: 'slug', message: `Slug "${slug}" is taken by another session.` }])
    throw err
  }
}

export const createSession: RouteHandler<typeof routes.createSession, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const start = dateOf(body.start)
  const end = dateOf(body.end)
  const row = await audited(c, async (tx, record) => {
    await checkSession(tx, { start, end }, body, body.slug)
    const slug = body.slug ?? (await queries.freeSlug(tx, slugOf(body.title) || 'session'))
    const created = await uniqueSlug(slug, () =>
      queries.insertSession(tx, {
        kind: body.kind,
        title: body.title,
        slug,
        description: body.description ?? '',
        start,
        end,
        roomId: body.roomId ?? null,
        track: body.track ?? null,
        chairs: body.chairs ?? [],
        speakerIds: body.speakerIds ?? [],
        people: body.people ?? [],
        paperIds: body.paperIds ?? [],
        onlineUrl: body.onlineUrl ?? null,
        status: body.status ?? 'scheduled',
      }),
    )
    await record({ action: 'create', entity: 'session', entityId: created.id, after: created })
    return created
  })
  return c.json({ message: 'Session added successfully.', session: queries.toSession(row) }, 201)
}

export const updateSession: RouteHandler<typeof routes.updateSession, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  // The schema reads a null or empty track as "not given"; in a change it means "no track".
  const raw = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
  const clearTrack = 'track' in raw && (raw.track === null || (typeof raw.track === 'string' && !raw.track.trim()))
  if (!isUuid(id)) throw sessionNotFound()
  const row = await audited(c, async (tx, record) => {
    const before = await queries.findSession(tx, id, { forUpdate: true })
    if (!before) throw sessionNotFound()
    const start = body.start !== undefined ? dateOf(body.start) : before.start
    const end = body.end !== undefined ? dateOf(body.end) : before.end
    const slug = body.slug !== undefined && body.slug !== before.slug ? body.slug : undefined
    await checkSession(tx, { start, end }, body, slug, id)
    const values: Partial<queries.SessionValues> = {}
    if (body.kind !== undefined) values.kind = body.kind
    if (body.title !== undefined) values.title = body.title
    if (slug !== undefined) values.slug = slug
    if (body.description !== undefined) values.description = body.description
    if (body.start !== undefined) values.start = start
    if (body.end !== undefined) values.end = end
    if (body.roomId !== undefined) values.roomId = body.roomId
    if (body.track !== undefined) values.track = body.track
    else if (clearTrack) values.track = null
    if (body.chairs !== undefined) values.chairs = body.chairs
    if (body.speakerIds !== undefined) values.speakerIds = body.speakerIds
    if (body.people !== undefined) values.people = body.people
    if (body.paperIds !== undefined) values.paperIds = body.paperIds
    if (body.onlineUrl !== undefined) values.onlineUrl = body.onlineUrl
    if (body.status !== undefined) values.status = body.status
    const after = await uniqueSlug(slug ?? before.slug, () => queries.updateSession(tx, id, values))
    if (!after) throw sessionNotFound()
    await record({ action: 'update', entity: 'session', entityId: id, before, after })
    return after
  })
  return c.json({ message: 'Session updated successfully.', session: queries.toSession(row) }, 200)
}

export const deleteSession: RouteHandler<typeof routes.deleteSession, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await audited(c, async (tx, record) => {
    const deleted = isUuid(id) ? await queries.deleteSession(tx, id) : undefined
    if (!deleted) throw sessionNotFound()
    await record({ action: 'delete', entity: 'session', entityId: id, before: deleted })
  })
  return c.json({ message: 'Session deleted successfully.' }, 200)
}

// ---- Publishing ----

/** Publishes are one at a time: the second waits for the first, then compares with the version it made. */
const PUBLISH_LOCK = 727_203_3

export const publishProgramme: RouteHandler<typeof routes.publishProgramme, AppEnv> = async (c) => {
  const body = (c.req.valid('json') ?? {}) as { note?: string }
  const publishedAt = c.get('now')()
  const version = await audited(c, async (tx, record) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`)
    const latest = await queries.lockLatestVersion(tx)
    const draft = await queries.resolvedDraft(tx)
    const { snapshot, changes } = nextVersion(
      draft.rooms,
      draft.sessions,
      latest?.snapshot ?? null,
      publishedAt.toISOString(),
    )
    if (!latest && snapshot.sessions.length === 0 && snapshot.rooms.length === 0)
      throw new HttpError(409, 'The draft is empty: there is nothing to publish yet.')
    if (latest && canonicalJson(snapshot) === canonicalJson(latest.snapshot))
      throw new HttpError(409, `Nothing changed since version ${latest.number}: there is nothing to publish.`)
    const number = (latest?.number ?? 0) + 1
    const note = (body.note ?? '').slice(0, SESSION_LIMITS.note)
    try {
      await queries.insertVersion(tx, { number, publishedAt, note, changes, snapshot })
    } catch (err) {
      if (pgErrorCode(err) === '23505')
        throw new HttpError(409, `Version ${number} was published meanwhile by another request: look at it first.`)
      throw err
    }
    const published = { number, publishedAt: publishedAt.toISOString(), note, changes }
    await record({ action: 'publish', entity: 'programme-version', entityId: String(number), after: published })
    return published
  })
  return c.json(
    { message: `Version ${version.number} is published: ${changesSummary(version.changes)}.`, version },
    201,
  )
}
