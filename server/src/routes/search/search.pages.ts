import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { type Conference, fillConference } from '../../../../common/conference'
import { markdownText } from '../../../../common/markdown'
import { DEFAULT_ORGANISER_DISPLAY } from '../../../../common/organiser'
import { pageLines } from '../../../../common/page-text'
import { isPageKey, PAGE_DEFAULTS, PAGE_PATHS, type PageBlock } from '../../../../common/pages'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/client'
import { pages } from '../../db/schema'
import SEARCH_PAGES from './search-pages.json'

// The static pages' texts come from the client's content (client/src/content/search-pages.ts), written to
// search-pages.json by `npm run search-pages -w @icnari/client` (docs/decisions/010-site-search.md). The first
// search of a process copies them into search.pages (migration 0005) when the table holds another version, so
// they are ranked and cut into snippets exactly like the tables' rows. The texts name the conference with tokens
// (`{shortName}`, `{dates}`…): they are filled with the event settings' conference as they are copied, and copied
// again when it changes.

export interface StaticPage {
  url: string
  title: string
  description: string
  text: string
}

export const STATIC_PAGES: readonly StaticPage[] = SEARCH_PAGES
const PAGES_JSON = JSON.stringify(STATIC_PAGES)
export const PAGES_VERSION = createHash('sha256').update(PAGES_JSON).digest('hex').slice(0, 32)

/** A page organisers edited in /admin/pages (issue 54 item 1): its texts replace the build's. */
export interface EditedPage {
  key: string
  title: string
  headTitle?: string | null
  description?: string | null
  blocks: PageBlock[]
  updatedAt: Date
}

export async function editedPages(db: Database): Promise<EditedPage[]> {
  return db.select().from(pages)
}

/** When each edited page was saved: all a search needs to know whether the copied pages are current. */
export interface PageSave {
  key: string
  updatedAt: Date
}

export async function pageSaves(db: Database): Promise<PageSave[]> {
  return db.select({ key: pages.key, updatedAt: pages.updatedAt }).from(pages)
}

/** The build's pages with the edited ones' texts in their place (and a list's entries at their own paths). */
export function withEdits(base: readonly StaticPage[], edited: readonly EditedPage[]): StaticPage[] {
  const byUrl = new Map(base.map((p) => [p.url, p]))
  for (const page of edited) {
    const where = isPageKey(page.key) ? PAGE_PATHS[page.key] : undefined
    if (!isPageKey(page.key) || !where) continue
    const { path, alsoAt = [], itemPaths } = where
    const own = pageLines(page, itemPaths?.block)
    const defaults = new Set(pageLines(PAGE_DEFAULTS[page.key], itemPaths?.block))
    for (const url of [path, ...alsoAt]) {
      const built = byUrl.get(url)
      // What the build gave the path beyond the page's own texts stays: its menu, the sponsorship tiers.
      const kept = (built?.text.split('\n') ?? []).filter((line) => !defaults.has(line))
      byUrl.set(url, {
        url,
        // Its own path's title and description are the page's (the tab's title, if set); another path keeps its own.
        title: url === path ? page.headTitle || page.title : (built?.title ?? page.title),
        description: (url === path ? page.description : undefined) ?? built?.description ?? '',
        text: [...new Set([...own, ...kept])].join('\n'),
      })
    }
    const items = itemPaths ? (page.blocks.find((b) => b.name === itemPaths.block)?.items ?? []) : []
    if (itemPaths) for (const url of byUrl.keys()) if (url.startsWith(itemPaths.prefix)) byUrl.delete(url)
    items.forEach((item, i) => {
      const url = `${itemPaths!.prefix}${i}`
      const text = [item.subtitle ?? '', item.summary ?? '', markdownText(item.markdown)].filter(Boolean).join('\n')
      byUrl.set(url, { url, title: item.title, description: item.description ?? item.summary ?? '', text })
    })
  }
  return [...byUrl.values()]
}

/**
 * The pages as visitors read them: every conference token filled with `conference`, and the build's words for the
 * seeded host replaced by `organiser` (the settings' organiser in words), as the pages' own head does.
 */
export function pagesNaming(
  conference: Conference | undefined,
  edited: readonly EditedPage[] = [],
  organiser = DEFAULT_ORGANISER_DISPLAY,
): StaticPage[] {
  const fill = (text: string) => fillConference(text, conference).replaceAll(DEFAULT_ORGANISER_DISPLAY, organiser)
  return withEdits(STATIC_PAGES, edited).map((p) => ({
    url: p.url,
    title: fill(p.title),
    description: fill(p.description),
    text: fill(p.text),
  }))
}

/** This build's pages naming `conference`: what search.pages holds when its version is this. */
function versionNaming(conference: Conference | undefined, saves: readonly PageSave[], organiser: string): string {
  const named = createHash('sha256')
    .update(PAGES_VERSION)
    .update(JSON.stringify([conference ?? null, organiser]))
    .update(JSON.stringify(saves.map((p) => [p.key, p.updatedAt.toISOString()]).sort()))
  return named.digest('hex').slice(0, 32)
}
// Instances starting together copy the pages one at a time (a transaction-level advisory lock).
const PAGES_LOCK_ID = 727_202_18

async function copyPages(
  db: Database,
  conference: Conference | undefined,
  organiser: string,
  version: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAGES_LOCK_ID})`)
    const [current] = rowsOf<{ version: string }>(await tx.execute(sql`select version from search.pages_version`))
    if (current?.version === version) return
    // The pages' texts are read only when they are copied: every search checks the version, few copy.
    const edited = await editedPages(tx)
    await tx.execute(sql`delete from search.pages`)
    await tx.execute(sql`
      insert into search.pages (url, title, description, text)
      select url, title, description, text
        from json_to_recordset(${JSON.stringify(pagesNaming(conference, edited, organiser))}::json)
          as p(url text, title text, description text, text text)`)
    await tx.execute(sql`
      insert into search.pages_version (id, version) values (1, ${version})
      on conflict (id) do update set version = excluded.version`)
  })
}

const copied = new WeakMap<Database, { version: string; ready: Promise<void> }>()

/**
 * Resolves once search.pages holds this build's pages naming `conference` (the event settings'): copied at most
 * once per process and conference; again after the conference changes, or after a failure.
 */
export function pagesReady(
  db: Database,
  conference: Conference | undefined,
  saves: readonly PageSave[] = [],
  organiser = DEFAULT_ORGANISER_DISPLAY,
): Promise<void> {
  const version = versionNaming(conference, saves, organiser)
  const known = copied.get(db)
  if (known?.version === version) return known.ready
  const ready = copyPages(db, conference, organiser, version)
  copied.set(db, { version, ready })
  ready.catch(() => {
    if (copied.get(db)?.ready === ready) copied.delete(db)
  })
  return ready
}
