import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import { selectPage } from '../../api/paging'
import type { Database } from '../../db/client'
import { papers } from '../../db/schema'
import type { StoredPaper } from './papers.import'

type PaperRow = typeof papers.$inferSelect

export function toPaper(row: PaperRow) {
  return {
    _id: row.id,
    heading: row.heading,
    authors: row.authors,
    link: row.link,
    content: row.content,
    cmtId: row.cmtId,
    track: row.track,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Newest first. */
export async function listPapers(db: Database, skip: number, limit: number | undefined) {
  const { rows, total } = await selectPage(db, papers, [desc(papers.createdAt), desc(papers.id)], skip, limit)
  return { rows: rows.map(toPaper), total }
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** The papers whose CMT id, title or an author contains `q` (any case), newest first, a page of them and their count. */
export async function searchPapers(db: Database, q: string, skip: number, limit: number | undefined) {
  const pattern = `%${escapeLike(q)}%`
  const where = or(
    ilike(papers.cmtId, pattern),
    ilike(papers.heading, pattern),
    sql`array_to_string(${papers.authors}, ' ') ilike ${pattern}`,
  )
  const { rows, total } = await selectPage(db, papers, [desc(papers.createdAt), desc(papers.id)], skip, limit, where)
  return { rows: rows.map(toPaper), total }
}

export async function insertPaper(db: Database, values: typeof papers.$inferInsert) {
  const [row] = await db.insert(papers).values(values).returning()
  return toPaper(row!)
}

/**
 * Replaces a paper's fields in place (its id, and so its place in the programme, stays) and answers it before and
 * after, or undefined when there is no such paper. Pass a transaction: the row stays locked between the two.
 */
export async function updatePaper(
  tx: Database,
  id: string,
  values: Pick<typeof papers.$inferInsert, 'heading' | 'authors' | 'link' | 'content'>,
) {
  const [old] = await tx.select().from(papers).where(eq(papers.id, id)).for('update')
  if (!old) return undefined
  const [row] = await tx.update(papers).set(values).where(eq(papers.id, id)).returning()
  return { before: toPaper(old), after: toPaper(row!) }
}

/** Deletes a paper; answers it as it was, or undefined when there was no such paper. */
export async function deletePaper(db: Database, id: string) {
  const [row] = await db.delete(papers).where(eq(papers.id, id)).returning()
  return row ? toPaper(row) : undefined
}

/** Makes concurrent CMT imports wait for one another (until the transaction ends): each sees the other's papers. */
export async function lockPaperImport(tx: Database) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('papers-cmt-import'))`)
}

/** The stored papers with these CMT ids, by CMT id. */
export async function papersByCmtId(db: Database, cmtIds: string[]) {
  const found = new Map<string, StoredPaper>()
  for (let i = 0; i < cmtIds.length; i += 5000) {
    const rows = await db
      .select({
        id: papers.id,
        cmtId: papers.cmtId,
        heading: papers.heading,
        authors: papers.authors,
        authorEmails: papers.authorEmails,
        content: papers.content,
        track: papers.track,
      })
      .from(papers)
      .where(inArray(papers.cmtId, cmtIds.slice(i, i + 5000)))
    for (const row of rows) if (row.cmtId !== null) found.set(row.cmtId, { ...row, cmtId: row.cmtId })
  }
  return found
}

type ImportValues = Pick<
  typeof papers.$inferInsert,
  'cmtId' | 'heading' | 'authors' | 'content' | 'track' | 'createdAt' | 'authorEmails'
>

/** Adds imported papers, a few hundred per statement. */
export async function insertImportedPapers(db: Database, values: ImportValues[]) {
  for (let i = 0; i < values.length; i += 500) {
    await db.insert(papers).values(values.slice(i, i + 500).map((v) => ({ ...v, link: null })))
  }
}

/** Gives an imported paper the title, authors, abstract and track of its CMT row. */
export async function updateImportedPaper(
  db: Database,
  id: string,
  values: Pick<typeof papers.$inferInsert, 'heading' | 'authors' | 'content' | 'track' | 'authorEmails'>,
) {
  await db.update(papers).set(values).where(eq(papers.id, id))
}
