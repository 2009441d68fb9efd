import { createHash } from 'node:crypto'
import { toMinor } from './registrations.fees'

// A bank statement's credit lines from its rows (issue 52 item 6): pure, from string[][] (however the file was read),
// so SBI, HDFC and ICICI layouts are tested by their rows. Nothing here touches the database.

export class StatementProblem extends Error {}

export interface CreditLine {
  /** The line's row number in the file (1-based). */
  row: number
  date: string
  narration: string
  reference: string
  amountMinor: number
  utrCandidates: string[]
  /** Remembered per line: a line imported before matches nothing again. */
  checksum: string
}

export interface ParsedStatement {
  /** Transaction lines (rows with a date below the header). */
  lines: number
  credits: CreditLine[]
}

/** Header names in SBI, HDFC and ICICI exports (and common variants), compared without case, spaces or punctuation. */
const COLUMNS = {
  date: ['txndate', 'transactiondate', 'trandate', 'date', 'postdate', 'valuedate', 'valuedt'],
  narration: ['description', 'narration', 'transactionremarks', 'particulars', 'remarks', 'transactiondetails'],
  reference: ['refnochequeno', 'chqrefno', 'chequenumber', 'chequeno', 'refno', 'referenceno', 'chqno', 'utrno'],
  credit: [
    'credit',
    'depositamt',
    'depositamountinr',
    'depositamount',
    'deposits',
    'creditamount',
    'cramount',
    'deposit',
  ],
} as const

const key = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The column of the first name in `names` the header has (earlier names win: Txn Date over Value Date). */
function columnOf(header: string[], names: readonly string[]): number {
  const keys = header.map(key)
  for (const name of names) {
    const at = keys.indexOf(name)
    if (at !== -1) return at
  }
  return -1
}

const HEADER_SEARCH_ROWS = 60
export const MAX_STATEMENT_LINES = 20_000

const NO_HEADER =
  'No header row of a bank statement was found: it needs a date column (Txn Date, Date, Transaction Date), a ' +
  'description column (Description, Narration, Transaction Remarks) and a credit column (Credit, Deposit Amt., ' +
  'Deposit Amount (INR)). Export the statement from your bank as CSV or Excel.'

export function parseStatement(rows: string[][]): ParsedStatement {
  let headerAt = -1
  let cols = { date: -1, narration: -1, reference: -1, credit: -1 }
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const header = rows[i]!.map((c) => String(c ?? ''))
    const found = {
      date: columnOf(header, COLUMNS.date),
      narration: columnOf(header, COLUMNS.narration),
      reference: columnOf(header, COLUMNS.reference),
      credit: columnOf(header, COLUMNS.credit),
    }
    if (found.date === -1 || found.narration === -1) continue
    if (found.credit === -1)
      throw new StatementProblem(
        `The header row (row ${i + 1}) has no credit column: it needs one named Credit, Deposit Amt. or Deposit Amount (INR).`,
      )
    headerAt = i
    cols = found
    break
  }
  if (headerAt === -1) throw new StatementProblem(NO_HEADER)

  let lines = 0
  const credits: CreditLine[] = []
  const seen = new Map<string, number>()
  for (let i = headerAt + 1; i < rows.length; i++) {
    const row = rows[i]!
    const date = parseDay(String(row[cols.date] ?? ''))
    // Separator rows (*****), blank rows and the summary below the lines have no date.
    if (!date) continue
    lines++
    if (lines > MAX_STATEMENT_LINES)
      throw new StatementProblem(
        `The statement has more than ${MAX_STATEMENT_LINES} lines: import it a month at a time.`,
      )
    const rawAmount = String(row[cols.credit] ?? '').trim()
    const amount = parseAmount(rawAmount)
    if (amount === undefined)
      throw new StatementProblem(
        `Row ${i + 1}: the credit "${rawAmount.slice(0, 40)}" is not an amount (write it like 1,53,158.05).`,
      )
    if (amount === 0) continue
    const narration = String(row[cols.narration] ?? '')
      .trim()
      .replace(/\s+/g, ' ')
    const reference = cols.reference === -1 ? '' : String(row[cols.reference] ?? '').trim()
    const amountMinor = toMinor(amount)
    const identity = `${date}|${narration}|${reference}|${amountMinor}`
    // Two identical lines in one statement are two payments: the second counts as #2, on every import.
    const nth = (seen.get(identity) ?? 0) + 1
    seen.set(identity, nth)
    credits.push({
      row: i + 1,
      date,
      narration,
      reference,
      amountMinor,
      utrCandidates: utrCandidates(`${narration} ${reference}`),
      checksum: createHash('sha256').update(`${identity}#${nth}`).digest('hex'),
    })
  }
  if (lines === 0) throw new StatementProblem('The statement has a header row but no transaction line below it.')
  return { lines, credits }
}

/** An amount as Indian banks print it (`1,53,158.05`, `₹ 7,500.00`, `Rs. 7500`, `7,500.00 Cr`); 0 for empty. */
export function parseAmount(raw: string): number | undefined {
  const text = raw
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/\s*(cr|cr\.)$/i, '')
    .replace(/[,\s]/g, '')
  if (text === '' || text === '-') return 0
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) return undefined
  return Number(text)
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** `dd/mm/yyyy`, `dd-mm-yy`, `14 Nov 2024`, `15-Jan-24`, `2024-11-14` (Excel dates arrive so) → `YYYY-MM-DD`. */
export function parseDay(raw: string): string | undefined {
  const text = raw.trim()
  let d: number
  let m: number
  let y: number
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(text)
  const numeric = iso ? null : /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text)
  const named = iso || numeric ? null : /^(\d{1,2})[\s-]([A-Za-z]{3})[a-z]*[\s,-]+(\d{2}|\d{4})$/.exec(text)
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else if (numeric) [d, m, y] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])]
  else if (named) {
    m = MONTHS.indexOf(named[2]!.toLowerCase()) + 1
    ;[d, y] = [Number(named[1]), Number(named[3])]
  } else return undefined
  if (y < 100) y += 2000
  const day = new Date(Date.UTC(y, m - 1, d))
  if (m < 1 || day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return undefined
  return day.toISOString().slice(0, 10)
}

/** Every 12-digit run, and every run of 4 letters and 12 or 18 letters or digits (NEFT, RTGS), upper-cased. */
export function utrCandidates(text: string): string[] {
  const upper = text.toUpperCase()
  const found = new Set<string>()
  for (const m of upper.matchAll(/(?<!\d)\d{12}(?!\d)/g)) found.add(m[0])
  for (const m of upper.matchAll(/(?<![A-Z0-9])[A-Z]{4}(?:[A-Z0-9]{18}|[A-Z0-9]{12})(?![A-Z0-9])/g)) found.add(m[0])
  return [...found]
}
