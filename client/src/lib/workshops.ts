import { byWorkshopOrder, indiaClock, indiaDayTime } from '@common/programme'
import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { normaliseSessionSlug } from '@/content/navigation'
import type { PageData } from '@/content/pages'
import { api, unwrap } from './api'

// The technical sessions (workshops) as the site shows them: the published programme's sessions of kind
// 'workshop' (issue 33 item 6; migration 0011 moved the first three there from the site's code). Shared: the
// header's Technical Session submenu and the page titles read them as well as the workshop pages.

export type PublishedProgramme = components['schemas']['Programme']
export type PublishedProgrammeSession = components['schemas']['PublishedSession']

/**
 * GET /api/programme: the latest published version. The key is the one the programme's pages use
 * (features/programme/api.ts), so every reader shares one copy of the answer.
 */
export const publishedProgrammeQueryOptions = queryOptions({
  queryKey: ['programme', 'published'],
  queryFn: async () => unwrap(await api.GET('/programme')),
})

/**
 * GET /api/programme/workshops: the published workshops' ids, slugs and titles, by title. The menu reads this on
 * every page, so a page that shows no programme does not carry the whole of it in its HTML and state.
 */
export const workshopLinksQueryOptions = queryOptions({
  queryKey: ['programme', 'workshops'],
  queryFn: async () => unwrap(await api.GET('/programme/workshops')),
})

export type WorkshopSession = PublishedProgrammeSession
export type SessionPerson = PublishedProgrammeSession['people'][number]

/** Route of a workshop page. */
export function workshopRoute(slug: string): string {
  return `/programs/technical-session/${slug}`
}

/** The published workshops, by title (the submenu's and the index's order). */
export function workshopsOf(programme: Pick<PublishedProgramme, 'sessions'> | undefined): WorkshopSession[] {
  return (programme?.sessions ?? []).filter((s) => s.kind === 'workshop').sort(byWorkshopOrder)
}

/** The workshop of a `:ts` route parameter ("Renewable Energy" and "renewable_energy" too), or undefined. */
export function findWorkshop(
  programme: Pick<PublishedProgramme, 'sessions'> | undefined,
  slug: string | undefined,
): WorkshopSession | undefined {
  if (slug === undefined) return undefined
  const normalised = normaliseSessionSlug(slug)
  return workshopsOf(programme).find((w) => w.slug === normalised)
}

export interface WorkshopText {
  /** The paragraphs of the description before its themes. */
  readonly introduction: readonly string[]
  /** The items of its "Themes:" list (shown as chips). */
  readonly themes: readonly string[]
  /** Any further paragraph, after the themes. */
  readonly more: readonly string[]
}

const LIST_ITEM = /^\s*[-*•]\s+/

/**
 * A session's description (plain text, blank lines between paragraphs) as a workshop page lays it out: a
 * paragraph that is a list (each line "- item", after an optional "Themes:" line) gives the themes; the
 * paragraphs before it are the introduction.
 */
export function workshopText(description: string): WorkshopText {
  const paragraphs = description
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
  const introduction: string[] = []
  const themes: string[] = []
  const more: string[] = []
  for (const paragraph of paragraphs) {
    const lines = paragraph.split('\n').map((l) => l.trim())
    const items = lines[0] && /:$/.test(lines[0]) && lines.length > 1 ? lines.slice(1) : lines
    if (themes.length === 0 && items.every((l) => LIST_ITEM.test(l))) {
      themes.push(...items.map((l) => l.replace(LIST_ITEM, '')))
      continue
    }
    const text = lines.join(' ')
    if (themes.length === 0) introduction.push(text)
    else more.push(text)
  }
  return { introduction, themes, more }
}

/** A workshop's people by their part: its speakers, its coordinators, and anyone else (chairs, moderators…). */
export function workshopPeople(people: readonly SessionPerson[]): {
  speakers: SessionPerson[]
  coordinators: SessionPerson[]
  others: SessionPerson[]
} {
  const isRole = (p: SessionPerson, role: string) => p.role.trim().toLowerCase() === role
  return {
    speakers: people.filter((p) => isRole(p, 'speaker')),
    coordinators: people.filter((p) => isRole(p, 'coordinator')),
    others: people.filter((p) => !isRole(p, 'speaker') && !isRole(p, 'coordinator')),
  }
}

/** One line for a search result or a meta description: the introduction's first sentence, at most ~160 characters. */
export function workshopSummary(description: string): string {
  const first = workshopText(description).introduction[0] ?? ''
  const sentence = /^(.+?[.!?])(\s|$)/.exec(first)?.[1] ?? first
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 157).replace(/\s+\S*$/, '')}…`
}

/** What a page title needs of one session: its slug, title and summary. */
const titleEntryOf = (s: Pick<WorkshopSession, 'slug' | 'title' | 'description'>) => ({
  slug: s.slug,
  title: s.title,
  summary: workshopSummary(s.description),
})

/** What the page titles need of the programme (content/pages.ts PageData): each workshop's slug, title and summary. */
export function workshopPageData(programme: Pick<PublishedProgramme, 'sessions'> | undefined): PageData {
  return { workshops: workshopsOf(programme).map(titleEntryOf) }
}

/**
 * What the page titles need of the whole published programme: the workshops' (above) and every other session's,
 * for its page /programme/<slug> (its title, and its description's first sentence). A workshop's page is its
 * technical session's: its /programme/<slug> is not listed apart (two pages saying the same).
 * Each list is made when a title first reads it, which only a workshop's or a session's page does: made for every
 * page's head, sorting and summarising the sessions was ~10 ms of each hydration where the programme was loaded.
 */
export function programmePageData(
  programme: Pick<PublishedProgramme, 'sessions'> | undefined,
  rest: Omit<PageData, 'workshops' | 'sessions'> = {},
): PageData {
  let workshops: PageData['workshops']
  let sessions: PageData['sessions']
  return {
    ...rest,
    get workshops() {
      workshops ??= workshopPageData(programme).workshops
      return workshops
    },
    get sessions() {
      sessions ??= (programme?.sessions ?? []).filter((s) => s.kind !== 'workshop').map(titleEntryOf)
      return sessions
    },
  }
}

/** When and where a workshop runs; each part stays undefined until it is scheduled. */
export interface WorkshopSchedule {
  /** e.g. '7 March' */
  readonly date?: string
  /** e.g. '10:00–13:00 IST' */
  readonly time?: string
  readonly room?: string
}

/** The session's day, times (India time, as the programme writes them) and room, where known. */
export function scheduleOf(
  session: Pick<WorkshopSession, 'start' | 'end' | 'roomId'>,
  rooms: readonly { _id: string; name: string }[],
): WorkshopSchedule {
  const room = session.roomId ? rooms.find((r) => r._id === session.roomId)?.name : undefined
  if (!session.start) return { room }
  const start = indiaClock(session.start)
  const end = session.end ? indiaClock(session.end) : undefined
  const endText = end ? (end.day === start.day ? end.time : indiaDayTime(session.end!)) : undefined
  return {
    date: indiaDayTime(session.start).replace(/ \d{2}:\d{2}$/, ''),
    time: endText ? `${start.time}–${endText} IST` : `${start.time} IST`,
    room,
  }
}
