import { asc, eq, sql } from 'drizzle-orm'
import type { SponsorTier } from '../../../../common/sponsors'
import type { Database } from '../../db/client'
import { sponsors } from '../../db/schema'

type SponsorRow = typeof sponsors.$inferSelect
type SponsorValues = Pick<typeof sponsors.$inferInsert, 'name' | 'tier' | 'logoUrl' | 'link' | 'position'>

export function toSponsor(row: SponsorRow) {
  return {
    _id: row.id,
    name: row.name,
    tier: row.tier as SponsorTier,
    logoUrl: row.logoUrl,
    link: row.link,
    position: row.position,
  }
}

/** In wall order: ascending position, then oldest first (the page groups them by tier). */
export async function listSponsors(db: Database) {
  const rows = await db.select().from(sponsors).orderBy(asc(sponsors.position), asc(sponsors.createdAt))
  return rows.map(toSponsor)
}

/** A sponsor sent without a position goes last: one past the highest. */
export async function insertSponsor(db: Database, values: SponsorValues) {
  const last = sql`(select coalesce(max(${sponsors.position}) + 1, 0) from ${sponsors})`
  const [row] = await db
    .insert(sponsors)
    .values({ ...values, position: values.position ?? last })
    .returning()
  return toSponsor(row!)
}

/** Answers the sponsor before and after, or undefined when there is none. Pass a transaction. */
export async function updateSponsor(tx: Database, id: string, values: Partial<SponsorValues>) {
  const [old] = await tx.select().from(sponsors).where(eq(sponsors.id, id)).for('update')
  if (!old) return undefined
  const [row] = await tx.update(sponsors).set(values).where(eq(sponsors.id, id)).returning()
  return { before: toSponsor(old), after: toSponsor(row!) }
}

export async function deleteSponsor(db: Database, id: string) {
  const [row] = await db.delete(sponsors).where(eq(sponsors.id, id)).returning()
  return row ? toSponsor(row) : undefined
}
