import type { RouteHandler } from '@hono/zod-openapi'
import { asc, eq } from 'drizzle-orm'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError, notFound } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { listPage, selectPage } from '../../api/paging'
import { uploadedFile } from '../../api/uploads'
import { statementLines } from '../../db/schema'
import { linkContext, loadContext } from './registrations.context'
import { confirmRegistration } from './registrations.desk'
import * as queries from './registrations.queries'
import { parseStatement, StatementProblem } from './registrations.statement'
import { lockLine, matchStatement, toStatementLine } from './registrations.statement-match'
import { readStatementRows } from './registrations.statement-read'
import type * as routes from './registrations.statement-routes'
import { MAX_STATEMENT_BYTES, TOO_LARGE_STATEMENT } from './registrations.statement-routes'

const badStatement = (message: string) => new HttpError(400, `file: ${message}`, [{ path: 'file', message }])

export const importStatement: RouteHandler<typeof routes.importStatement, AppEnv> = async (c) => {
  const dryRun = c.req.valid('query').dryRun === 'true'
  const file = await uploadedFile(c, {
    field: 'file',
    noun: 'statement',
    missing: "Choose the account's statement (CSV or .xlsx).",
  })
  if (file.size > MAX_STATEMENT_BYTES) throw new HttpError(413, TOO_LARGE_STATEMENT)
  let parsed: ReturnType<typeof parseStatement>
  try {
    parsed = parseStatement(await readStatementRows(new Uint8Array(await file.arrayBuffer())))
  } catch (err) {
    if (err instanceof StatementProblem) throw badStatement(err.message)
    throw err
  }
  const db = c.get('db')
  const ctx = await loadContext(db, c.get('now')())
  const options = { dryRun, by: 'bank statement', acronym: ctx.acronym, link: linkContext(c) }
  const result = dryRun
    ? await matchStatement(db, parsed, options)
    : await audited(c, async (tx, record) => {
        const outcome = await matchStatement(tx, parsed, { ...options, by: `bank statement (${c.get('admin').name})` })
        await record({
          action: 'import',
          entity: 'statement',
          after: {
            lines: outcome.lines,
            credits: outcome.credits,
            alreadySeen: outcome.alreadySeen,
            matched: outcome.matched.map((m) => m.code),
            mismatched: outcome.mismatched.map((m) => m.code),
            unmatched: outcome.unmatched.length,
          },
        })
        return outcome
      })
  return c.json({ dryRun, ...result }, 200)
}

export const listStatementLines: RouteHandler<typeof routes.listStatementLines, AppEnv> = async (c) => {
  const { state, ...paging } = c.req.valid('query')
  const db = c.get('db')
  const where = state ? eq(statementLines.state, state) : undefined
  const page = await listPage(paging, async (skip, limit) => {
    const order = [asc(statementLines.date), asc(statementLines.importedAt)]
    const { rows, total } = await selectPage(db, statementLines, order, skip, limit, where)
    return { rows: rows.map(toStatementLine), total }
  })
  return c.json(page, 200)
}

const lineNotFound = () => notFound('Statement line')

/** One change to an unmatched line, audited; anything but an unmatched line is 409. */
async function changeLine<T>(
  c: Parameters<RouteHandler<typeof routes.discardLine, AppEnv>>[0],
  lineId: string,
  change: (tx: Parameters<Parameters<typeof audited>[1]>[0], line: typeof statementLines.$inferSelect) => Promise<T>,
) {
  if (!isUuid(lineId)) throw lineNotFound()
  return audited(c, async (tx, record) => {
    const line = await lockLine(tx, lineId)
    if (!line) throw lineNotFound()
    if (line.state !== 'unmatched') throw new HttpError(409, `This line is ${line.state}, not unmatched.`)
    const result = await change(tx, line)
    const [after] = await tx.select().from(statementLines).where(eq(statementLines.id, lineId))
    await record({
      action: after!.state === 'assigned' ? 'assign' : 'discard',
      entity: 'statement-line',
      entityId: lineId,
      before: { state: line.state },
      after: { state: after!.state, registrationId: after!.registrationId },
    })
    return { result, line: toStatementLine(after!) }
  })
}

export const assignLine: RouteHandler<typeof routes.assignLine, AppEnv> = async (c) => {
  const { lineId } = c.req.valid('param')
  const { registrationId } = c.req.valid('json')
  const ctx = await loadContext(c.get('db'), c.get('now')())
  const link = linkContext(c)
  const { result: code, line } = await changeLine(c, lineId, async (tx, current) => {
    const row = isUuid(registrationId) ? await queries.lockById(tx, registrationId) : undefined
    if (!row) throw notFound('Registration')
    if (!['awaiting-payment', 'payment-claimed', 'needs-attention'].includes(row.status))
      throw new HttpError(409, `Registration ${row.code} is ${row.status}: it cannot be confirmed.`)
    await confirmRegistration(
      tx,
      row,
      { by: c.get('admin').name },
      { note: `Statement line of ${current.date} assigned`, acronym: ctx.acronym, link },
    )
    await tx
      .update(statementLines)
      .set({ state: 'assigned', registrationId: row.id })
      .where(eq(statementLines.id, current.id))
    return row.code
  })
  return c.json({ message: `The line is assigned; registration ${code} is confirmed.`, line }, 200)
}

export const discardLine: RouteHandler<typeof routes.discardLine, AppEnv> = async (c) => {
  const { lineId } = c.req.valid('param')
  const { line } = await changeLine(c, lineId, async (tx, current) => {
    await tx.update(statementLines).set({ state: 'discarded' }).where(eq(statementLines.id, current.id))
  })
  return c.json({ message: 'The line is discarded.', line }, 200)
}
