import { desc, sql } from 'drizzle-orm'
import {
  byWorkshopOrder,
  type ProgrammeChange,
  type ProgrammeSnapshot,
  type ProgrammeVersion,
} from '../../../../common/programme'
import type { Database } from '../../db/client'
import { programmeVersions } from '../../db/schema'

// What visitors see: the latest published version, stored whole (rooms, sessions, speakers and papers resolved)
// when it was published, so every reader (API, pages, exports, archive) reads one row and the draft stays private.

export interface LatestProgramme {
  version: Omit<ProgrammeVersion, 'changes'> | null
  snapshot: ProgrammeSnapshot
}

const EMPTY: ProgrammeSnapshot = { rooms: [], sessions: [] }

export async function latestProgramme(db: Database): Promise<LatestProgramme> {
  const [row] = await db
    .select({
      number: programmeVersions.number,
      publishedAt: programmeVersions.publishedAt,
      note: programmeVersions.note,
      snapshot: programmeVersions.snapshot,
    })
    .from(programmeVersions)
    .orderBy(desc(programmeVersions.number))
    .limit(1)
  if (!row) return { version: null, snapshot: EMPTY }
  return {
    version: { number: row.number, publishedAt: row.publishedAt.toISOString(), note: row.note },
    snapshot: row.snapshot as ProgrammeSnapshot,
  }
}

interface Kept extends LatestProgramme {
  /** Which version it is: its number and publication time (an edition switch starts the numbers again). */
  key: string
}

/** The latest version last read whole, per database: one entry each, replaced when a newer version is read. */
const kept = new WeakMap<Database, Kept>()

const keyOf = (number: number, publishedAt: string) => `${number}@${publishedAt}`

/**
 * latestProgramme, read whole only when the latest version is not the one kept: each request asks for the latest
 * version's number alone (an index lookup), not its snapshot (hundreds of sessions with their papers, parsed). For
 * answers built per request, such as a visitor's own selection of the calendar (?sessions=), which the response
 * cache cannot keep. The snapshot is shared between requests: read it, never change it.
 */
export async function keptLatestProgramme(db: Database): Promise<LatestProgramme> {
  const [head] = await db
    .select({ number: programmeVersions.number, publishedAt: programmeVersions.publishedAt })
    .from(programmeVersions)
    .orderBy(desc(programmeVersions.number))
    .limit(1)
  if (!head) return { version: null, snapshot: EMPTY }
  const previous = kept.get(db)
  if (previous?.key === keyOf(head.number, head.publishedAt.toISOString())) return previous
  const latest = await latestProgramme(db)
  // Keyed by what was read: a version published between the two reads is simply read again next time.
  if (latest.version) kept.set(db, { ...latest, key: keyOf(latest.version.number, latest.version.publishedAt) })
  return latest
}

/** A published version with its changes as stored (publishedAt a Date): the changelog's and the news feed's. */
export interface ProgrammeVersionEntry {
  number: number
  publishedAt: Date
  note: string
  changes: ProgrammeChange[]
}

/** The published versions, newest first; `limit` keeps only the newest few (the feed's entries). */
export async function newestVersions(db: Database, limit?: number): Promise<ProgrammeVersionEntry[]> {
  const query = db
    .select({
      number: programmeVersions.number,
      publishedAt: programmeVersions.publishedAt,
      note: programmeVersions.note,
      changes: programmeVersions.changes,
    })
    .from(programmeVersions)
    .orderBy(desc(programmeVersions.number))
    .$dynamic()
  const rows = await (limit === undefined ? query : query.limit(limit))
  return rows.map((r) => ({ ...r, changes: r.changes as ProgrammeChange[] }))
}

/** Every version with its changes, newest first. */
export async function listVersions(db: Database): Promise<ProgrammeVersion[]> {
  return (await newestVersions(db)).map((v) => ({ ...v, publishedAt: v.publishedAt.toISOString() }))
}

export interface WorkshopLink {
  _id: string
  number: number
  slug: string
  title: string
}

/**
 * The latest version's workshops (kind 'workshop'), by title then number. Picked out inside the database, so the
 * menu's answer never reads and parses the whole programme (hundreds of sessions with their papers).
 */
export async function publishedWorkshops(db: Database): Promise<WorkshopLink[]> {
  // As text: the two drivers hand an expression's jsonb back differently (a string, or parsed).
  const [row] = await db
    .select({
      workshops: sql<string | null>`(
        select jsonb_agg(jsonb_build_object('_id', s->'_id', 'number', s->'number', 'slug', s->'slug', 'title', s->'title'))::text
        from jsonb_array_elements(${programmeVersions.snapshot}->'sessions') s
        where s->>'kind' = 'workshop')`,
    })
    .from(programmeVersions)
    .orderBy(desc(programmeVersions.number))
    .limit(1)
  const workshops: WorkshopLink[] = row?.workshops ? JSON.parse(row.workshops) : []
  return workshops.sort(byWorkshopOrder)
}
