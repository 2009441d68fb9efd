import type { RouteHandler } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { MAX_IMPORT_BYTES } from '../../../../common/field-rules'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError, notFound } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { listPage } from '../../api/paging'
import { uploadedFile } from '../../api/uploads'
import type { Database } from '../../db/client'
import { badFile, readCmtExport, TOO_LARGE_IMPORT } from './papers.cmt'
import { answerRows, type ImportPlan, importMessage, normaliseCmtId, planImport } from './papers.import'
import * as queries from './papers.queries'
import type * as routes from './papers.routes'
import { PAPERS_PAGE_BY_DEFAULT } from './papers.schemas'

export const addPaper: RouteHandler<typeof routes.addPaper, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const paper = await audited(c, async (tx, record) => {
    const after = await queries.insertPaper(tx, { ...body, link: body.link ?? null })
    await record({ action: 'create', entity: 'paper', entityId: after._id, after })
    return after
  })
  return c.json({ message: 'Paper added successfully.', paper }, 201)
}

export const updatePaper: RouteHandler<typeof routes.updatePaper, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  const paper = await audited(c, async (tx, record) => {
    const change = isUuid(id) ? await queries.updatePaper(tx, id, { ...body, link: body.link ?? null }) : undefined
    if (!change) throw notFound('Paper')
    await record({ action: 'update', entity: 'paper', entityId: id, ...change })
    return change.after
  })
  return c.json({ message: 'Paper updated successfully.', paper }, 200)
}

export const listPapers: RouteHandler<typeof routes.listPapers, AppEnv> = async (c) => {
  const query = c.req.valid('query')
  const q = query.q?.trim()
  const page = await listPage(
    query,
    (skip, limit) =>
      q ? queries.searchPapers(c.get('db'), q, skip, limit) : queries.listPapers(c.get('db'), skip, limit),
    PAPERS_PAGE_BY_DEFAULT,
  )
  return c.json(page, 200)
}

export const deletePaper: RouteHandler<typeof routes.deletePaper, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await audited(c, async (tx, record) => {
    const before = isUuid(id) ? await queries.deletePaper(tx, id) : undefined
    if (!before) throw notFound('Paper')
    await record({ action: 'delete', entity: 'paper', entityId: id, before })
  })
  return c.json({ message: 'Paper deleted successfully.' }, 200)
}

/** The uploaded file of an import, or the 4xx that says what is wrong with the request. */
async function importedFile(c: Context<AppEnv>): Promise<File> {
  const file = await uploadedFile(c, {
    field: 'file',
    noun: 'file',
    missing: "Choose CMT's Submissions export to import.",
  })
  if (file.size > MAX_IMPORT_BYTES) throw new HttpError(413, TOO_LARGE_IMPORT)
  if (file.size === 0) throw badFile('The file is empty.')
  return file
}

export const importPapers: RouteHandler<typeof routes.importPapers, AppEnv> = async (c) => {
  const dryRun = c.req.valid('query').dryRun === 'true'
  const file = await importedFile(c)
  const source = await readCmtExport(new Uint8Array(await file.arrayBuffer()))
  const cmtIds = [...new Set(source.flatMap((r) => (r.cmtId === '' ? [] : [normaliseCmtId(r.cmtId)])))]
  const planWith = async (db: Database) => planImport(source, await queries.papersByCmtId(db, cmtIds))
  let plan: ImportPlan
  if (dryRun) plan = await planWith(c.get('db'))
  else {
    plan = await audited(c, async (tx, record) => {
      await queries.lockPaperImport(tx)
      const planned = await planWith(tx)
      // Newest first on the site: the file's first paper is listed first, the rest follow in the file's order.
      const now = c.get('now')().getTime()
      const creates = planned.rows.flatMap((r) => (r.action === 'create' && r.paper ? [r.paper] : []))
      await queries.insertImportedPapers(
        tx,
        creates.map((paper, i) => ({ ...paper, createdAt: new Date(now - i) })),
      )
      for (const r of planned.rows) {
        if (r.action === 'update' && r.paper && r.stored) {
          const { heading, authors, content, track } = r.paper
          // An export without the address columns keeps the addresses stored from an earlier one.
          const authorEmails = r.paper.authorEmails.length > 0 ? r.paper.authorEmails : r.stored.authorEmails
          await queries.updateImportedPaper(tx, r.stored.id, { heading, authors, content, track, authorEmails })
        }
      }
      // Lists of "CMT id — title", which the activity log shows as they are.
      const listed = (action: string) =>
        planned.rows.filter((r) => r.action === action).map((r) => `${r.cmtId} — ${r.heading}`)
      await record({
        action: 'import',
        entity: 'paper',
        after: {
          file: file.name,
          created: planned.created,
          updated: planned.updated,
          unchanged: planned.unchanged,
          skipped: planned.skipped,
          addedPapers: listed('create'),
          updatedPapers: listed('update'),
        },
      })
      return planned
    })
  }
  const { created, updated, unchanged, skipped } = plan
  return c.json(
    {
      message: importMessage(plan, dryRun),
      dryRun,
      created,
      updated,
      unchanged,
      skipped,
      rows: answerRows(plan),
    },
    200,
  )
}
