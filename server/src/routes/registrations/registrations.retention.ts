import { isNull, sql } from 'drizzle-orm'
import { addDays } from '../../../../common/conference'
import type { Database } from '../../db/client'
import { registrations, statementLines } from '../../db/schema'
import { todayInIndia } from '../dates/dates.queries'
import { readSettings } from '../settings/settings.queries'
import { ERASED_FIELDS } from './registrations.queries'

// Kept only as long as needed (issue 52 item 9): `retentionDays` after the conference's last day, the registrants'
// contacts, billing and payment details are erased; name, institution, category, papers and receipt numbers stay
// (certificates, accounts). The statement lines lose their narrations (payers' names and UPI IDs), keeping their
// checksums so that an old statement still matches nothing.

/** Erases what is due at `now`; answers how many registrations were erased (0 before the day). */
export async function eraseExpiredRegistrations(db: Database, now = new Date()): Promise<number> {
  const settings = await readSettings(db)
  if (!settings) return 0
  const lastDay = settings.conference.endDate
  if (todayInIndia(now) <= addDays(lastDay, settings.registration.retentionDays)) return 0
  return db.transaction(async (tx) => {
    const erased = await tx
      .update(registrations)
      .set({ ...ERASED_FIELDS, erasedAt: now })
      .where(isNull(registrations.erasedAt))
      .returning({ id: registrations.id })
    await tx.update(statementLines).set({ narration: '', reference: '', utrCandidates: sql`'{}'::text[]` })
    return erased.length
  })
}
