import { count, desc, eq, sql } from 'drizzle-orm'
import { addDays } from '../../../../common/conference'
import type { Database } from '../../db/client'
import {
  admins,
  announcements,
  certificates,
  checkIns,
  committeeMembers,
  contactMessages,
  galleryPhotos,
  importantDates,
  mailOutbox,
  mailTemplates,
  organisingHeadings,
  pages,
  papers,
  pastEditions,
  programmeRooms,
  programmeSessions,
  programmeVersions,
  recentUpdates,
  registrations,
  speakers,
  sponsors,
  statementLines,
} from '../../db/schema'
import type { EventSettings } from '../settings/settings.schemas'

// What the switch to the next edition does to each table (issue 32 item 4), counted for the plan and done in one
// transaction. The programme (issue 33): its rooms are carried, its sessions and published versions emptied.

/** Emptied: gone from the new edition, kept in the backup and the archive. */
export const EMPTIED = {
  papers,
  speakers,
  announcements,
  recentUpdates,
  galleryPhotos,
  contactMessages,
  // The mails of the edition (their replies go with the contact messages); the templates are carried as they are.
  mailOutbox,
  certificates,
  // A season's sponsors are that season's (issue 54): the next edition starts with none; the archive keeps them.
  sponsors,
  // The registration desk (issue 52): the new edition starts with none; the backup keeps them, the archive never.
  statementLines,
  // Attendance at the desk and online (issue 53) goes with its registrations.
  checkIns,
  registrations,
} as const

async function rows(
  db: Database,
  table:
    | (typeof EMPTIED)[keyof typeof EMPTIED]
    | typeof admins
    | typeof committeeMembers
    | typeof importantDates
    | typeof programmeRooms
    | typeof programmeSessions
    | typeof programmeVersions,
) {
  const [row] = await db.select({ n: count() }).from(table)
  return row?.n ?? 0
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

export async function planCounts(db: Database, settings: EventSettings) {
  const emptied: Record<string, number> = {}
  for (const [name, table] of Object.entries(EMPTIED)) emptied[name] = await rows(db, table)
  emptied.sessions = await rows(db, programmeSessions)
  emptied.versions = await rows(db, programmeVersions)
  return {
    carried: {
      settings: 1,
      admins: await rows(db, admins),
      committeeMembers: await rows(db, committeeMembers),
      hotels: settings.hotels?.length ?? 0,
      fees: settings.fees?.rows.length ?? 0,
      rooms: await rows(db, programmeRooms),
    },
    shifted: { importantDates: await rows(db, importantDates) },
    emptied,
  }
}

/**
 * The switch itself, inside the caller's transaction: new ids for every carried row (calendar UIDs and feed
 * entries of the two editions never collide), dates moved by `shiftDays` with their history and sequence reset,
 * the emptied tables emptied.
 */
export async function switchEdition(tx: Database, shiftDays: number): Promise<void> {
  await tx.update(committeeMembers).set({ id: sql`gen_random_uuid()`, updatedAt: new Date() })
  // The organising committee's headings go with its members (issue 54).
  await tx.update(organisingHeadings).set({ id: sql`gen_random_uuid()`, updatedAt: new Date() })
  const dates = await tx.select().from(importantDates)
  await tx.delete(importantDates)
  if (dates.length > 0)
    await tx.insert(importantDates).values(
      dates.map((d) => ({
        label: d.label,
        date: addDays(d.date, shiftDays),
        endDate: d.endDate ? addDays(d.endDate, shiftDays) : null,
        previousDates: [],
        sequence: 0,
        // The registration form reads its fee tier and closing day by role: the new edition's dates keep theirs.
        role: d.role,
      })),
    )
  // The programme starts empty (no session, no version) in the rooms it had, which get new ids too.
  await tx.delete(programmeSessions)
  await tx.delete(programmeVersions)
  await tx.update(programmeRooms).set({ id: sql`gen_random_uuid()`, updatedAt: new Date() })
  for (const table of Object.values(EMPTIED)) await tx.delete(table)
}

export async function listPast(db: Database) {
  return db.select().from(pastEditions).orderBy(desc(pastEditions.endedAt))
}

/** An organiser saved these carried settings (`fees`, `hotels`): they no longer need checking. */
export async function markReviewed(tx: Database, fields: string[]): Promise<void> {
  if (fields.length === 0) return
  const [latest] = await tx
    .select({ id: pastEditions.id, toReview: pastEditions.carriedToReview })
    .from(pastEditions)
    .orderBy(desc(pastEditions.endedAt))
    .limit(1)
  if (!latest?.toReview.some((f) => fields.includes(f))) return
  await tx
    .update(pastEditions)
    .set({ carriedToReview: latest.toReview.filter((f) => !fields.includes(f)) })
    .where(eq(pastEditions.id, latest.id))
}

/** A carried value that still names the old edition (issue 54 item 6): where it is, what it says, which names. */
export interface Leftover {
  /** `settings.links.submission`, `settings.conference.tagline`… */
  path: string
  value: string
  names: string[]
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Every text in `value` (walked through objects and lists) naming the old edition by its year, acronym, short name
 * or public host, case-insensitively; the year only as a whole number (not inside a longer one).
 */
export function leftoversIn(
  value: unknown,
  old: { year: number; acronym: string; shortName: string; host: string },
  path: string,
): Leftover[] {
  const needles = [
    { name: old.shortName, re: new RegExp(escapeRe(old.shortName), 'i') },
    { name: old.acronym, re: new RegExp(escapeRe(old.acronym), 'i') },
    { name: old.host, re: new RegExp(escapeRe(old.host), 'i') },
    { name: Number.isInteger(old.year) ? String(old.year) : '', re: new RegExp(`(?<!\\d)${old.year}(?!\\d)`) },
  ].filter((n) => n.name !== '')
  const found: Leftover[] = []
  const walk = (v: unknown, at: string) => {
    if (typeof v === 'string') {
      const names = needles.filter((n) => n.re.test(v)).map((n) => n.name)
      if (names.length > 0) found.push({ path: at, value: v, names })
    } else if (Array.isArray(v)) for (const [i, item] of v.entries()) walk(item, `${at}.${i}`)
    else if (v && typeof v === 'object') for (const [k, item] of Object.entries(v)) walk(item, `${at}.${k}`)
  }
  walk(value, path)
  return found
}

/** The important dates as the switch would move them, each flagged when its new (last) day falls before `today`, the switch's day. */
export async function shiftedDatesOf(db: Database, shiftDays: number, today: string) {
  const dates = await db.select().from(importantDates).orderBy(importantDates.date)
  return dates.map((d) => {
    const date = addDays(d.date, shiftDays)
    const endDate = d.endDate ? addDays(d.endDate, shiftDays) : null
    return { label: d.label, from: d.date, date, endDate, beforeSwitch: (endDate ?? date) < today }
  })
}

/**
 * What the switch carries that still names the old edition: the settings (but the identity the switch replaces),
 * the pages organisers edited, the mail templates and the programme rooms' links.
 */
export async function carriedLeftovers(
  db: Database,
  settings: EventSettings,
  old: { year: number; acronym: string; shortName: string; host: string },
): Promise<Leftover[]> {
  const { conference, ...rest } = settings
  const templates = await db.select().from(mailTemplates).orderBy(mailTemplates.key)
  const rooms = await db.select().from(programmeRooms).orderBy(programmeRooms.position)
  const edited = await db.select().from(pages).orderBy(pages.key)
  return [
    ...leftoversIn(conference.tagline, old, 'settings.conference.tagline'),
    ...leftoversIn(rest, old, 'settings'),
    ...edited.flatMap((p) => [
      ...leftoversIn(p.title, old, `pages.${p.key}.title`),
      ...leftoversIn(p.headTitle ?? '', old, `pages.${p.key}.headTitle`),
      ...leftoversIn(p.description ?? '', old, `pages.${p.key}.description`),
      ...p.blocks.flatMap((b) =>
        leftoversIn({ markdown: b.markdown, items: b.items }, old, `pages.${p.key}.${b.name}`),
      ),
    ]),
    ...templates.flatMap((t) => leftoversIn({ subject: t.subject, text: t.text }, old, `mailTemplates.${t.key}`)),
    ...rooms.flatMap((r) => leftoversIn(r.onlineUrl ?? '', old, `programmeRooms.${r.name}.onlineUrl`)),
  ]
}
