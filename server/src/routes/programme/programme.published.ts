import { desc } from 'drizzle-orm'
import type { ProgrammeChange, ProgrammeSnapshot, ProgrammeVersion } from '../../../../common/programme'
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

/** Every version with its changes, newest first. */
export async function listVersions(db: Database): Promise<ProgrammeVersion[]> {
  const rows = await db
    .select({
      number: programmeVersions.number,
      publishedAt: programmeVersions.publishedAt,
      note: programmeVersions.note,
      changes: programmeVersions.changes,
    })
    .from(programmeVersions)
    .orderBy(desc(programmeVersions.number))
  return rows.map((r) => ({
    number: r.number,
    publishedAt: r.publishedAt.toISOString(),
    note: r.note,
    changes: r.changes as ProgrammeChange[],
  }))
}
