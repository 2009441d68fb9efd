import { and, asc, count, countDistinct, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm'
import { inOneSnapshot } from '../../api/paging'
import type { Database } from '../../db/client'
import { checkIns, programmeVersions, type RegistrationStatus, registrations } from '../../db/schema'
import * as registrationQueries from '../registrations/registrations.queries'

type RegistrationRow = registrationQueries.RegistrationRow
export type AttendanceKind = 'desk' | 'online'

export async function byTicket(db: Database, ticket: string) {
  const [row] = await db.select().from(registrations).where(eq(registrations.ticket, ticket)).limit(1)
  return row ?? null
}

export async function byId(db: Database, id: string) {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1)
  return row ?? null
}

/**
 * Records attendance once per registration, kind and day; answers the row and whether it is new (a second scan or
 * join the same day finds the first one).
 */
export async function recordAttendance(
  db: Database,
  values: { registrationId: string; kind: AttendanceKind; day: string; at: Date; by: string; sessionId?: string },
) {
  const [inserted] = await db.insert(checkIns).values(values).onConflictDoNothing().returning()
  if (inserted) return { row: inserted, created: true }
  const [existing] = await db
    .select()
    .from(checkIns)
    .where(
      and(
        eq(checkIns.registrationId, values.registrationId),
        eq(checkIns.kind, values.kind),
        eq(checkIns.day, values.day),
      ),
    )
  return { row: existing!, created: false }
}

/** The desk's cards for the rows: papers by reference, and each one's check-in on `day`. */
export async function cardsOf(db: Database, rows: RegistrationRow[], day: string) {
  const refs = await registrationQueries.paperRefsOf(db, rows)
  const ids = rows.map((r) => r.id)
  const today = ids.length
    ? await db
        .select()
        .from(checkIns)
        .where(and(inArray(checkIns.registrationId, ids), eq(checkIns.kind, 'desk'), eq(checkIns.day, day)))
    : []
  const byRegistration = new Map(today.map((c) => [c.registrationId, c]))
  return rows.map((row) => {
    const checkIn = byRegistration.get(row.id)
    return {
      _id: row.id,
      code: row.code,
      name: row.name,
      institution: row.institution,
      category: row.categoryLabel,
      papers: row.paperIds.flatMap((id) => refs.get(id) ?? []),
      mode: row.mode as 'in-person' | 'online',
      accompanying: row.accompanying,
      status: row.status as RegistrationStatus,
      paymentConfirmed: row.status === 'confirmed',
      checkIn: checkIn ? { at: checkIn.at.toISOString(), by: checkIn.by } : null,
    }
  })
}

/**
 * Name or e-mail contains it, or the code or ticket is it (a scanned QR finds its card before anyone checks it in);
 * withdrawn registrations (erased) are left out.
 */
export async function search(db: Database, q: string) {
  const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
  return db
    .select()
    .from(registrations)
    .where(
      and(
        ne(registrations.status, 'withdrawn'),
        or(
          ilike(registrations.name, like),
          ilike(registrations.email, like),
          eq(registrations.code, q.toUpperCase()),
          eq(registrations.ticket, q),
        ),
      ),
    )
    .orderBy(asc(registrations.name))
    .limit(20)
}

/** The desk's counts, from one snapshot (never more checked in than confirmed). */
export function summary(db: Database) {
  return inOneSnapshot(db, async (tx) => {
    const [confirmed] = await tx.select({ n: count() }).from(registrations).where(eq(registrations.status, 'confirmed'))
    const [checkedIn] = await tx
      .select({ n: countDistinct(checkIns.registrationId) })
      .from(checkIns)
      .where(eq(checkIns.kind, 'desk'))
    const byDay = await tx
      .select({ day: checkIns.day, count: sql<number>`count(*)::int` })
      .from(checkIns)
      .where(eq(checkIns.kind, 'desk'))
      .groupBy(checkIns.day)
      .orderBy(asc(checkIns.day))
    return { confirmed: confirmed?.n ?? 0, checkedIn: checkedIn?.n ?? 0, byDay }
  })
}

/** The online link of a session of the latest published programme (its own, else its room's), or null. */
export async function publishedOnlineUrl(db: Database, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({
      url: sql<string | null>`(
        select s->>'onlineUrl' from jsonb_array_elements(${programmeVersions.snapshot}->'sessions') s
        where s->>'_id' = ${sessionId} and coalesce(s->>'status', '') <> 'cancelled' limit 1)`,
    })
    .from(programmeVersions)
    .orderBy(desc(programmeVersions.number))
    .limit(1)
  const url = row?.url ?? null
  // Links are http(s) only (the programme checks them when saved; checked again before redirecting to one).
  return url && /^https?:\/\//i.test(url) ? url : null
}
