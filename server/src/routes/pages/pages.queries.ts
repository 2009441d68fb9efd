import { eq } from 'drizzle-orm'
import { isPageKey, PAGE_DEFAULTS, PAGE_KEYS, type PageBlock, type PageKey } from '../../../../common/pages'
import type { Database } from '../../db/client'
import { pages } from '../../db/schema'

type PageRow = typeof pages.$inferSelect

/** What a save sets besides the blocks: the heading, the tab's title ('' : the heading) and the description. */
export interface PageHead {
  title: string
  headTitle?: string
  description?: string
}

function toPage(key: PageKey, row: PageRow | undefined) {
  const defaults = PAGE_DEFAULTS[key]
  if (!row) return { key, ...defaults, updatedAt: null }
  // A row saved before the head existed (null) shows the page's default tab title and description.
  const headTitle = row.headTitle ?? defaults.headTitle
  return {
    key,
    title: row.title,
    ...(headTitle ? { headTitle } : {}),
    description: row.description ?? defaults.description,
    blocks: row.blocks,
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function readPage(db: Database, key: string) {
  if (!isPageKey(key)) return undefined
  const [row] = await db.select().from(pages).where(eq(pages.key, key))
  return toPage(key, row)
}

export async function listPages(db: Database) {
  const rows = new Map((await db.select().from(pages)).map((r) => [r.key, r]))
  return PAGE_KEYS.map((key) => toPage(key, rows.get(key)))
}

export async function savePage(tx: Database, key: PageKey, head: PageHead, blocks: PageBlock[]) {
  const updatedAt = new Date()
  const values = {
    title: head.title,
    headTitle: head.headTitle ?? '',
    description: head.description ?? PAGE_DEFAULTS[key].description,
    blocks,
    updatedAt,
  }
  await tx
    .insert(pages)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: pages.key, set: values })
  return toPage(key, { key, ...values })
}
