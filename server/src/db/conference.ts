import { eq } from 'drizzle-orm'
import type { Conference } from '../../../common/conference'
import type { Database } from './client'
import { eventSettings } from './schema'

/**
 * The conference's identity (names, year, days, venue) from the settings document: what feeds, mails, the archive
 * and the search name it by. Here, below every feature, because so many of them read it. Undefined only while the
 * document has never been set.
 */
export async function readConference(db: Database): Promise<Conference | undefined> {
  const [row] = await db
    .select({ data: eventSettings.data })
    .from(eventSettings)
    .where(eq(eventSettings.id, 1))
    .limit(1)
  return (row?.data as { conference?: Conference } | undefined)?.conference
}
