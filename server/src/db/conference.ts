import { eq } from 'drizzle-orm'
import type { Conference } from '../../../common/conference'
import { DEFAULT_ORGANISER, type Organiser, organiserDisplay } from '../../../common/organiser'
import type { Database } from './client'
import { eventSettings } from './schema'

/**
 * The conference's identity (names, year, days, venue) from the settings document: what feeds, mails, the archive
 * and the search name it by. Here, below every feature, because so many of them read it. Undefined only while the
 * document has never been set.
 */
export async function readConference(db: Database): Promise<Conference | undefined> {
  return (await settingsData(db))?.conference
}

/** Who hosts the conference, in words ("Department …, NIT Patna"): the settings' organiser, else the seeded one's. */
export async function readOrganiserDisplay(db: Database): Promise<string> {
  return organiserIn(await settingsData(db))
}

/** The conference and the organiser in words, from one read of the settings document (site search names both). */
export async function readConferenceNaming(db: Database): Promise<{ conference?: Conference; organiser: string }> {
  const data = await settingsData(db)
  return { conference: data?.conference, organiser: organiserIn(data) }
}

type SettingsData = { conference?: Conference; organiser?: Partial<Organiser> }

const organiserIn = (data: SettingsData | undefined) => organiserDisplay({ ...DEFAULT_ORGANISER, ...data?.organiser })

async function settingsData(db: Database) {
  const [row] = await db
    .select({ data: eventSettings.data })
    .from(eventSettings)
    .where(eq(eventSettings.id, 1))
    .limit(1)
  return row?.data as SettingsData | undefined
}
