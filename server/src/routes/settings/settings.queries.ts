import { eq } from 'drizzle-orm'
import { DEFAULT_LOGO_URL, DEFAULT_SLIDES } from '../../../../common/carousel'
import { DEFAULT_SPONSOR_TIERS } from '../../../../common/sponsors'
import type { Database } from '../../db/client'
import { eventSettings } from '../../db/schema'
import { findImage, imageIdOf } from '../../uploads/images'

export { readConference } from '../../db/conference'

import {
  DEFAULT_HOTELS,
  DEFAULT_PHASES,
  DEFAULT_REGISTRATION,
  defaultOrganiser,
  type EventSettings,
  type PublicEventSettings,
} from './settings.schemas'

const ROW_ID = 1

/** The stored document (checked against EventSettings on every write), or undefined before it is set. */
export async function readSettings(db: Database): Promise<EventSettings | undefined> {
  const [row] = await db.select().from(eventSettings).where(eq(eventSettings.id, ROW_ID)).limit(1)
  return withDefaults(row?.data)
}

/** The document, locked until the transaction ends, so two saves at once each merge into the other's result. */
export async function lockSettings(tx: Database): Promise<EventSettings | undefined> {
  const [row] = await tx.select().from(eventSettings).where(eq(eventSettings.id, ROW_ID)).limit(1).for('update')
  return withDefaults(row?.data)
}

/** A document saved before a field existed (or restored from such a backup) gets that field's starting value. */
function withDefaults(data: unknown): EventSettings | undefined {
  if (!data) return undefined
  const settings = {
    hotels: DEFAULT_HOTELS,
    mail: { notify: [] },
    registration: DEFAULT_REGISTRATION,
    slides: DEFAULT_SLIDES.map((s) => ({ ...s })),
    logoUrl: DEFAULT_LOGO_URL,
    sponsorTiers: DEFAULT_SPONSOR_TIERS.map((t) => ({ ...t, facilities: [...t.facilities] })),
    phases: DEFAULT_PHASES,
    organiser: defaultOrganiser(),
    ...(data as Omit<
      EventSettings,
      'hotels' | 'mail' | 'registration' | 'slides' | 'logoUrl' | 'sponsorTiers' | 'phases' | 'organiser'
    >),
  }
  return settings.fees ? { ...settings, fees: { rows: withFeeKeys(settings.fees.rows) } } : settings
}

/** A key from a category's name: "Industry Participants" → industry-participants. */
export function keyFromName(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '')
  return slug || 'category'
}

/** Every fee row with a key: those without one get one from their name, made unique with a number. */
export function withFeeKeys<T extends { key?: string; category: string }>(rows: T[]): (T & { key: string })[] {
  const taken = new Set(rows.map((r) => r.key).filter((k) => k !== undefined))
  return rows.map((row) => {
    if (row.key) return row as T & { key: string }
    const base = keyFromName(row.category)
    let key = base
    for (let n = 2; taken.has(key); n++) key = `${base.slice(0, 36)}-${n}`
    taken.add(key)
    return { ...row, key }
  })
}

export async function saveSettings(db: Database, data: EventSettings): Promise<void> {
  await db
    .insert(eventSettings)
    .values({ id: ROW_ID, data })
    .onConflictDoUpdate({ target: eventSettings.id, set: { data, updatedAt: new Date() } })
}

/** Everything but the bank details, which the site never shows publicly (only a registrant's own page), and the organisers' mail addresses. */
export function publicView(settings: EventSettings): PublicEventSettings {
  const { bank: _bank, mail: _mail, certificates: _certificates, registration, ...rest } = settings
  // The UPI ID is a payment detail like the bank's: only the registrant's own page shows it.
  const { upiVpa: _upiVpa, ...publicRegistration } = registration
  return { ...rest, registration: publicRegistration }
}

/** What `GET /settings` answers the public (server-side rendering reads it here too). */
export async function readPublicSettings(db: Database): Promise<PublicEventSettings | undefined> {
  const settings = await readSettings(db)
  return settings && publicView(settings)
}

/**
 * The site logo when an organiser uploaded one (issue 54 item 2): its URL and a reader of its stored bytes, for the
 * preview cards. The default logo and a link elsewhere give none: the cards stay as they are.
 */
export async function readUploadedLogo(db: Database) {
  const url = (await readSettings(db))?.logoUrl
  if (!url) return undefined
  // The admin stores the upload's URL as POST /user/image answered it: absolute, on this site's origin.
  const id = imageIdOf(url.startsWith('/') ? url : pathOf(url))
  if (!id) return undefined
  return { url, load: async () => (await findImage(db, `${id}.webp`))?.data }
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname
  } catch {
    return undefined
  }
}
