import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { papers } from '../../db/schema'
import { selectPage } from '../../lib/paging'

type PaperRow = typeof papers.$inferSelect

export function toPaper(row: PaperRow) {
  return {
    _id: row.id,
    heading: row.heading,
    authors: row.authors,
    link: row.link,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Newest first (decisions.md). */
export async function listPapers(db: Database, skip: number, limit: number | undefined) {
  const { rows, total } = await selectPage(db, papers, [desc(papers.createdAt), desc(papers.id)], skip, limit)
  return { rows: rows.map(toPaper), total }
}

export async function insertPaper(db: Database, values: typeof papers.$inferInsert) {
  const [row] = await db.insert(papers).values(values).returning()
  return toPaper(row!)
}

/** Deletes a paper; answers it as it was, or undefined when there was no such paper. */
export async function deletePaper(db: Database, id: string) {
  const [row] = await db.delete(papers).where(eq(papers.id, id)).returning()
  return row ? toPaper(row) : undefined
}
