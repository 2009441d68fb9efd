import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import {
  type ProgrammeSnapshot,
  type PublishedRoom,
  type SessionKind,
  type SessionPerson,
  type SessionStatus,
  toIndiaIso,
} from '../../../../common/programme'
import { isUuid } from '../../api/fields'
import type { Database } from '../../db/client'
import { papers, programmeRooms, programmeSessions, programmeVersions, speakers } from '../../db/schema'
import { orderSessions, type ResolvedSession } from './programme.snapshot'

// The editor's reads and writes: rooms, the draft's sessions, and what publishing a version reads and stores.

export type RoomRow = typeof programmeRooms.$inferSelect
export type SessionRow = typeof programmeSessions.$inferSelect
export type SessionValues = typeof programmeSessions.$inferInsert

// ---- Rooms ----

export function toRoom(row: RoomRow): PublishedRoom {
  return { _id: row.id, name: row.name, capacity: row.capacity, onlineUrl: row.onlineUrl, position: row.position }
}

/** Every room, by position then name: the grid's columns. */
export async function listRooms(db: Database): Promise<RoomRow[]> {
  return db
    .select()
    .from(programmeRooms)
    .orderBy(asc(programmeRooms.position), sql`lower(${programmeRooms.name})`, asc(programmeRooms.id))
}

export async function findRoom(db: Database, id: string, { forUpdate = false } = {}) {
  if (!isUuid(id)) return undefined
  const query = db.select().from(programmeRooms).where(eq(programmeRooms.id, id)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

/** The room that has this name whatever its case, other than `exceptId`. */
export async function roomNamed(db: Database, name: string, exceptId?: string) {
  const [row] = await db
    .select()
    .from(programmeRooms)
    .where(
      and(sql`lower(${programmeRooms.name}) = lower(${name})`, exceptId ? ne(programmeRooms.id, exceptId) : undefined),
    )
    .limit(1)
  return row
}

/** After the last room: a new room is the grid's new last column. */
export async function nextRoomPosition(db: Database): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${programmeRooms.position})` }).from(programmeRooms)
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1
}

export async function insertRoom(db: Database, values: typeof programmeRooms.$inferInsert) {
  const [row] = await db.insert(programmeRooms).values(values).returning()
  return row!
}

export async function updateRoom(db: Database, id: string, values: Partial<typeof programmeRooms.$inferInsert>) {
  const [row] = await db
    .update(programmeRooms)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(programmeRooms.id, id))
    .returning()
  return row
}

export async function deleteRoom(db: Database, id: string) {
  const [row] = await db.delete(programmeRooms).where(eq(programmeRooms.id, id)).returning()
  return row
}

/** The sessions of the draft in a room, by title. */
export async function sessionsInRoom(db: Database, roomId: string) {
  return db
    .select({ id: programmeSessions.id, title: programmeSessions.title })
    .from(programmeSessions)
    .where(eq(programmeSessions.roomId, roomId))
    .orderBy(asc(programmeSessions.title))
}

// ---- Sessions ----

/** A session of the draft as the API answers it: times with India's offset. */
export function toSession(row: SessionRow) {
  return {
    _id: row.id,
    number: row.number,
    kind: row.kind as SessionKind,
    title: row.title,
    slug: row.slug,
    description: row.description,
    start: row.start ? toIndiaIso(row.start) : null,
    end: row.end ? toIndiaIso(row.end) : null,
    roomId: row.roomId,
    track: row.track,
    chairs: row.chairs,
    speakerIds: row.speakerIds,
    people: row.people as SessionPerson[],
    paperIds: row.paperIds,
    onlineUrl: row.onlineUrl,
    status: row.status as SessionStatus,
  }
}

export async function listSessionRows(db: Database): Promise<SessionRow[]> {
  return db.select().from(programmeSessions)
}

export async function findSession(db: Database, id: string, { forUpdate = false } = {}) {
  if (!isUuid(id)) return undefined
  const query = db.select().from(programmeSessions).where(eq(programmeSessions.id, id)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

/** The session that has this slug, other than `exceptId`. */
export async function sessionWithSlug(db: Database, slug: string, exceptId?: string) {
  const [row] = await db
    .select({ id: programmeSessions.id, title: programmeSessions.title })
    .from(programmeSessions)
    .where(
      exceptId
        ? and(eq(programmeSessions.slug, slug), ne(programmeSessions.id, exceptId))
        : eq(programmeSessions.slug, slug),
    )
    .limit(1)
  return row
}

/** `base`, or `base-2`, `base-3`… : the first no session has. */
export async function freeSlug(db: Database, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: programmeSessions.slug })
        .from(programmeSessions)
        .where(sql`${programmeSessions.slug} = ${base} or ${programmeSessions.slug} like ${`${base}-%`}`)
    ).map((r) => r.slug),
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

export async function insertSession(db: Database, values: SessionValues) {
  const [row] = await db.insert(programmeSessions).values(values).returning()
  return row!
}

export async function updateSession(db: Database, id: string, values: Partial<SessionValues>) {
  const [row] = await db
    .update(programmeSessions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(programmeSessions.id, id))
    .returning()
  return row
}

export async function deleteSession(db: Database, id: string) {
  const [row] = await db.delete(programmeSessions).where(eq(programmeSessions.id, id)).returning()
  return row
}

/** The ids of `ids` that no speaker (or paper) has, in the order given. */
export async function unknownIds(db: Database, table: 'speakers' | 'papers', ids: string[]): Promise<string[]> {
  const valid = ids.filter(isUuid)
  const t = table === 'speakers' ? speakers : papers
  const found = new Set(
    valid.length ? (await db.select({ id: t.id }).from(t).where(inArray(t.id, valid))).map((r) => r.id) : [],
  )
  return ids.filter((id) => !found.has(id))
}

export async function speakerNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select({ id: speakers.id, name: speakers.name }).from(speakers).where(inArray(speakers.id, ids))
  return new Map(rows.map((r) => [r.id, r.name]))
}

// ---- Versions ----

/** The latest version, its row locked until the transaction ends; undefined before the first. */
export async function lockLatestVersion(tx: Database) {
  const [row] = await tx
    .select({ number: programmeVersions.number, snapshot: programmeVersions.snapshot })
    .from(programmeVersions)
    .orderBy(desc(programmeVersions.number))
    .limit(1)
    .for('update')
  return row ? { number: row.number, snapshot: row.snapshot as ProgrammeSnapshot } : undefined
}

export async function insertVersion(tx: Database, values: typeof programmeVersions.$inferInsert) {
  const [row] = await tx.insert(programmeVersions).values(values).returning()
  return row!
}

/**
 * The draft as visitors would see it: every room, and every session in programme order with its speakers and
 * papers resolved (in the order the session lists them; ids no longer existing left out) and its room's link
 * when it has none of its own.
 */
export async function resolvedDraft(db: Database): Promise<{ rooms: PublishedRoom[]; sessions: ResolvedSession[] }> {
  const rooms = (await listRooms(db)).map(toRoom)
  const rows = await listSessionRows(db)
  const speakerIds = [...new Set(rows.flatMap((r) => r.speakerIds))]
  const paperIds = [...new Set(rows.flatMap((r) => r.paperIds))]
  const speakerRows = speakerIds.length
    ? await db
        .select({
          id: speakers.id,
          name: speakers.name,
          imageUrl: speakers.imageUrl,
          affiliation: speakers.affiliation,
          designation: speakers.designation,
        })
        .from(speakers)
        .where(inArray(speakers.id, speakerIds))
    : []
  const paperRows = paperIds.length
    ? await db
        .select({ id: papers.id, heading: papers.heading, authors: papers.authors })
        .from(papers)
        .where(inArray(papers.id, paperIds))
    : []
  // Affiliation and designation only when set: a published version from before them reads the same.
  const speakerById = new Map(
    speakerRows.map((s) => [
      s.id,
      {
        _id: s.id,
        name: s.name,
        imageUrl: s.imageUrl,
        ...(s.designation ? { designation: s.designation } : {}),
        ...(s.affiliation ? { affiliation: s.affiliation } : {}),
      },
    ]),
  )
  const paperById = new Map(paperRows.map((p) => [p.id, { _id: p.id, heading: p.heading, authors: p.authors }]))
  const roomById = new Map(rooms.map((r) => [r._id, r]))
  const ordered = orderSessions(rows, new Map(rooms.map((r) => [r._id, r.position])))
  const sessions = ordered.map((row): ResolvedSession => {
    const { speakerIds: sIds, paperIds: pIds, ...session } = toSession(row)
    return {
      ...session,
      speakers: sIds.flatMap((id) => speakerById.get(id) ?? []),
      papers: pIds.flatMap((id) => paperById.get(id) ?? []),
      onlineUrl: row.onlineUrl ?? (row.roomId ? (roomById.get(row.roomId)?.onlineUrl ?? null) : null),
    }
  })
  return { rooms, sessions }
}

/** How many rows each programme table holds (the next edition's plan). */
export async function programmeCounts(db: Database) {
  const n = async (table: typeof programmeRooms | typeof programmeSessions | typeof programmeVersions) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0
  return { rooms: await n(programmeRooms), sessions: await n(programmeSessions), versions: await n(programmeVersions) }
}
