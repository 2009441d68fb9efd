import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/client'
import { insertJsonRows } from '../../db/json-rows'
import { registrations, statementLines } from '../../db/schema'
import { runPacedBatches } from '../../jobs/paced-batches'
import type { LinkContext } from './registrations.desk'
import { money } from './registrations.desk'
import { confirmRegistrations, DESK_PACE, markManyNeedAttention } from './registrations.desk-bulk'
import type { RegistrationRow } from './registrations.queries'
import type { CreditLine, ParsedStatement } from './registrations.statement'

// Matching a statement's credit lines (issue 52 item 6): a line's UTR candidate equal to the UTR a registrant
// claimed, with the amount due, confirms; with another amount, the registration needs attention. Nothing is
// matched by amount, date or name alone. A dry run works the same out and writes nothing.

export interface MatchOptions {
  dryRun: boolean
  by: string
  acronym: string
  link: LinkContext
}

const BATCH = 5000
/** Statement lines per INSERT. */
const LINES_BATCH = 1000

async function seenChecksums(db: Database, credits: CreditLine[]): Promise<Set<string>> {
  const seen = new Set<string>()
  for (let i = 0; i < credits.length; i += BATCH) {
    const rows = await db
      .select({ checksum: statementLines.checksum })
      .from(statementLines)
      .where(
        inArray(
          statementLines.checksum,
          credits.slice(i, i + BATCH).map((c) => c.checksum),
        ),
      )
    for (const r of rows) seen.add(r.checksum)
  }
  return seen
}

/** Registrations waiting for their payment to show, by claimed UTR (locked when writing). */
async function claimedByUtr(db: Database, lock: boolean): Promise<Map<string, RegistrationRow>> {
  const query = db
    .select()
    .from(registrations)
    .where(and(inArray(registrations.status, ['payment-claimed', 'needs-attention']), isNotNull(registrations.utr)))
  const rows = lock ? await query.for('update') : await query
  return new Map(rows.map((r) => [r.utr!, r]))
}

export async function matchStatement(db: Database, parsed: ParsedStatement, options: MatchOptions) {
  const seen = await seenChecksums(db, parsed.credits)
  const claimed = await claimedByUtr(db, !options.dryRun)
  const used = new Set<string>()
  const matched: { line: number; code: string; utr: string; amount: number }[] = []
  const mismatched: { line: number; code: string; utr: string; amount: number; due: number }[] = []
  const toConfirm: { row: RegistrationRow; note: string }[] = []
  const toMark: { row: RegistrationRow; note: string }[] = []
  const unmatched: CreditLine[] = []
  const stored: (typeof statementLines.$inferInsert)[] = []
  let alreadySeen = 0
  // Worked out in memory first; the writes below are set-based, in batches.
  for (const line of parsed.credits) {
    if (seen.has(line.checksum)) {
      alreadySeen++
      continue
    }
    const utr = line.utrCandidates.find((u) => claimed.has(u) && !used.has(claimed.get(u)!.id))
    const row = utr ? claimed.get(utr)! : undefined
    const values = {
      checksum: line.checksum,
      date: line.date,
      narration: line.narration,
      reference: line.reference,
      amountMinor: line.amountMinor,
      utrCandidates: line.utrCandidates,
    }
    if (!row || !utr) {
      unmatched.push(line)
      stored.push({ ...values, state: 'unmatched' })
      continue
    }
    used.add(row.id)
    const amount = line.amountMinor / 100
    if (line.amountMinor === row.totalMinor) {
      matched.push({ line: line.row, code: row.code, utr, amount })
      stored.push({ ...values, state: 'matched', registrationId: row.id })
      toConfirm.push({ row, note: `Statement line ${line.row}` })
    } else {
      const due = row.totalMinor / 100
      mismatched.push({ line: line.row, code: row.code, utr, amount, due })
      stored.push({ ...values, state: 'mismatched', registrationId: row.id })
      toMark.push({
        row,
        note: `Received ${money(row.currency, amount)}, due ${money(row.currency, due)} (UTR ${utr}).`,
      })
    }
  }
  const ids = new Map<string, string>()
  if (!options.dryRun) {
    await confirmRegistrations(db, toConfirm, { by: options.by, acronym: options.acronym, link: options.link })
    await markManyNeedAttention(db, toMark, { by: options.by, link: options.link })
    await runPacedBatches(stored, { ...DESK_PACE, size: LINES_BATCH }, async (batch) => {
      const rows = rowsOf<{ id: string; checksum: string }>(
        await db.execute(insertJsonRows(statementLines, batch, sql.raw('id, checksum'))),
      )
      for (const r of rows) ids.set(r.checksum, r.id)
    })
  }
  return {
    lines: parsed.lines,
    credits: parsed.credits.length,
    alreadySeen,
    matched,
    mismatched,
    unmatched: unmatched.map((l) => ({
      lineId: ids.get(l.checksum) ?? null,
      line: l.row,
      date: l.date,
      narration: l.narration,
      reference: l.reference,
      amount: l.amountMinor / 100,
      utrCandidates: l.utrCandidates,
    })),
  }
}

export function toStatementLine(row: typeof statementLines.$inferSelect) {
  return {
    _id: row.id,
    date: row.date,
    narration: row.narration,
    reference: row.reference,
    amount: row.amountMinor / 100,
    utrCandidates: row.utrCandidates,
    state: row.state as 'matched' | 'mismatched' | 'unmatched' | 'assigned' | 'discarded',
    registrationId: row.registrationId,
    importedAt: row.importedAt.toISOString(),
  }
}

export async function lockLine(tx: Database, id: string) {
  const [row] = await tx.select().from(statementLines).where(eq(statementLines.id, id)).limit(1).for('update')
  return row
}
