import type { RouteHandler } from '@hono/zod-openapi'
import { desc, eq, sql } from 'drizzle-orm'
import type { Conference } from '../../../../common/conference'
import { actorOf, recordAudit } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError } from '../../api/errors'
import type { Database } from '../../db/client'
import { pastEditions } from '../../db/schema'
import { readSettings } from '../settings/settings.queries'
import { carriedLeftovers } from './editions.queries'
import type * as routes from './editions.routes'

// The dashboard's "Check what was carried over" (issue 54 item 6): after a switch, every carried value still
// naming the edition that ended, computed afresh on each read (a value changed since is gone), less those dismissed.

/** The /admin/settings sections by the settings' top-level key; the other keys are edited on their own pages. */
const SETTINGS_SECTIONS: Record<string, string> = {
  conference: '/admin/settings#settings-conference',
  phases: '/admin/settings#settings-phases',
  contactEmail: '/admin/settings#settings-contact',
  phones: '/admin/settings#settings-contact',
  links: '/admin/settings#settings-links',
  fees: '/admin/settings#settings-fees',
  bank: '/admin/settings#settings-bank',
  hotels: '/admin/settings#settings-hotels',
  slides: '/admin/settings#settings-slides',
  logoUrl: '/admin/settings#settings-logo',
  mail: '/admin/settings#settings-mail',
  organiser: '/admin/settings#settings-organiser',
  sponsorTiers: '/admin/sponsors',
  certificates: '/admin/certificates',
  registration: '/admin/registrations',
}

/** Where the admin edits the carried value at `field` (`settings.links.submission`, `pages.call-for-papers.intro`…). */
export function editPathOf(field: string): string {
  const [kind, first] = field.split('.')
  if (kind === 'settings') return SETTINGS_SECTIONS[first ?? ''] ?? '/admin/settings'
  if (kind === 'pages' && first) return `/admin/pages/${first}`
  if (kind === 'mailTemplates') return '/admin/outbox#mail-templates'
  if (kind === 'programmeRooms') return '/admin/programme'
  return '/admin'
}

async function latestPast(db: Database) {
  const [row] = await db.select().from(pastEditions).orderBy(desc(pastEditions.endedAt)).limit(1)
  return row
}

/** The carried values naming the edition that ended last, but those dismissed; none before any switch. */
export async function carriedOver(db: Database) {
  const past = await latestPast(db)
  const settings = await readSettings(db)
  if (!past || !settings) return { past, items: [] }
  // A row restored from an older backup may lack a name: only the names it has are looked for.
  const old = past.conference as Partial<Conference>
  const leftovers = await carriedLeftovers(db, settings, {
    year: old.year ?? Number.NaN,
    acronym: old.acronym ?? '',
    shortName: old.shortName ?? '',
    host: past.archiveHost,
  })
  const items = leftovers
    .filter((l) => !past.carriedDismissed.includes(l.path))
    .map((l) => ({ field: l.path, value: l.value, names: l.names, editPath: editPathOf(l.path) }))
  return { past, items }
}

export const listCarriedOver: RouteHandler<typeof routes.listCarriedOver, AppEnv> = async (c) => {
  const { items } = await carriedOver(c.get('db'))
  return c.json({ items }, 200)
}

export const dismissCarriedOver: RouteHandler<typeof routes.dismissCarriedOver, AppEnv> = async (c) => {
  const { field } = c.req.valid('json')
  const db = c.get('db')
  const { past, items } = await carriedOver(db)
  const item = items.find((i) => i.field === field)
  if (!past || !item)
    throw new HttpError(
      404,
      `Nothing carried over is listed at ${field}: it was changed or dismissed already, or no edition has ended yet.`,
    )
  await db.transaction(async (tx) => {
    await tx
      .update(pastEditions)
      .set({ carriedDismissed: sql`array_append(${pastEditions.carriedDismissed}, ${field})` })
      .where(eq(pastEditions.id, past.id))
    await recordAudit(tx, {
      actor: actorOf(c),
      action: 'carried-dismiss',
      entity: 'edition',
      entityId: past.id,
      after: { field, value: item.value },
    })
  })
  return c.json({ items: items.filter((i) => i.field !== field) }, 200)
}
