import { eq } from 'drizzle-orm'
import { isPageKey, PAGE_DEFAULTS, PAGE_KEYS, type PageBlock, type PageKey } from '../../../../common/pages'
import type { Database } from '../../db/client'
import { pages } from '../../db/schema'

type PageRow = typeof pages.$inferSelect

function toPage(key: PageKey, row: PageRow | undefined) {
  if (!row) return { key, ...PAGE_DEFAULTS[key], updatedAt: null }
  return { key, title: row.title, blocks: row.blocks, updatedAt: row.updatedAt.toISOString() }
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

export async function savePage(tx: Database, key: PageKey, title: string, blocks: PageBlock[]) {
  const updatedAt = new Date()
  await tx
    .insert(pages)
    .values({ key, title, blocks, updatedAt })
    .onConflictDoUpdate({ target: pages.key, set: { title, blocks, updatedAt } })
  return toPage(key, { key, title, blocks, updatedAt })
}
