import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../../../common/field-rules'
import { HttpError } from '../../api/errors'
import { type Cell, readSpreadsheet } from '../../uploads/spreadsheet-sandbox'

// Reading Microsoft CMT's "Submissions" export (Chair console → Actions → Export to Excel / Tab Delimited): an .xlsx
// workbook (one sheet per track in a multi-track conference) or delimited text, perhaps with a title row above the
// header row. What it is comes from its bytes, never from its name. Columns are found by CMT's header names.

interface Table {
  /** The worksheet's name (workbooks only). */
  sheet?: string
  rows: Cell[][]
}

/** A data row of the export: its cells as text, where the person sees it (row number, sheet). */
export interface CmtRow {
  row: number
  sheet?: string
  cmtId: string
  heading: string
  authors: string
  content: string
  status: string
  /** "Track Name" when the export has it, else the sheet's name in a workbook of one sheet per track; '' if neither. */
  track: string
  /** From "Author Emails" and "Primary Contact Author Email" when the export has them: private (issue 52). */
  authorEmails: string[]
}

/** The columns read, by CMT's header names (matched ignoring case and spaces). */
export const CMT_COLUMNS = {
  cmtId: 'Paper ID',
  heading: 'Paper Title',
  authors: 'Author Names',
  content: 'Abstract',
  status: 'Status',
} as const
/** Read when present: a single-track export has no "Track Name". */
const TRACK_COLUMN = 'Track Name'

type Field = keyof typeof CMT_COLUMNS

/** Columns read when present: the authors' addresses, for the registration desk's reminders (never shown). */
const EMAIL_COLUMNS = ['Author Emails', 'Primary Contact Author Email'].map((name) => headerKey(name))
const ADDRESS = /^[^\s@<>,;"()]+@[^\s@<>,;"()]+\.[^\s@<>,;"()]+$/

/** The addresses in a cell: separated by `;`, `,` or spaces, perhaps with a `*` (CMT's contact mark); lower-cased. */
export function emailsIn(cell: string): string[] {
  return cell
    .split(/[;,\s]+/)
    .map((part) => part.replace(/^\*+|\*+$/g, '').toLowerCase())
    .filter((part) => ADDRESS.test(part))
}

const FIELDS = Object.keys(CMT_COLUMNS) as Field[]
const HEADER_KEYS = new Map<string, Field | 'track'>([
  ...FIELDS.map((field) => [headerKey(CMT_COLUMNS[field]), field] as const),
  [headerKey(TRACK_COLUMN), 'track'],
])
const COLUMN_LIST = `"Paper ID", "Paper Title", "Author Names", "Abstract" and "Status"`

/** How far down a sheet the header row may be (CMT puts at most a title row or two above it). */
const HEADER_SEARCH_ROWS = 20
/** Largest total a workbook's parts may inflate to (counted while inflating). */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024

/** What to send instead of a file that is not a spreadsheet. */
const SEND_INSTEAD = "Send CMT's Submissions export as .xlsx, .csv or tab-delimited .txt/.tsv."
export const NO_HEADER_ROW = `No header row with CMT's column names was found. The Submissions export has the columns ${COLUMN_LIST}.`

export const TOO_LARGE_IMPORT = `The file is too large: at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`

const formatted = (n: number) => n.toLocaleString('en-US')

/** The 413 of the row limit, with the number of rows (or of papers, below the header) the file has. */
function tooManyPapers(rows: number, what = 'rows'): string {
  return `The file has ${formatted(rows)} ${what}: at most ${formatted(MAX_IMPORT_ROWS)} papers can be imported at once. Split it into smaller files.`
}

/** A 400 about the file, with the issue on its field. */
export function badFile(message: string): HttpError {
  return new HttpError(400, message, [{ path: 'file', message }])
}

function headerKey(value: Cell): string {
  return textOf(value).replace(/\s+/g, '').toLowerCase()
}

/** A cell as text: numbers as written, dates as ISO dates, NUL characters (which Postgres cannot store) dropped. */
function textOf(value: Cell | undefined): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString()
  return String(value).replaceAll('\u0000', '')
}

/** The export's data rows, in file order; throws a 400 (badFile) or 413 when the file is not a usable export. */
export async function readCmtExport(bytes: Uint8Array): Promise<CmtRow[]> {
  if (bytes.length === 0) throw badFile('The file is empty.')
  const { sheets } = await readSpreadsheet(bytes, {
    // The rows above the header (a title row or two) are read too.
    maxRows: MAX_IMPORT_ROWS + HEADER_SEARCH_ROWS,
    tooManyRows: tooManyPapers,
    maxInflatedBytes: MAX_UNPACKED_BYTES,
    headerPattern: 'paper\\s*id|paper\\s*title',
    advice: SEND_INSTEAD,
  })
  return rowsOf(sheets.map((s) => ({ sheet: s.name, rows: s.rows })))
}

// --- Columns and rows -------------------------------------------------------------------------------------------

interface Header {
  /** Index of the header row in the table. */
  at: number
  columns: Partial<Record<Field | 'track', number>>
}

/** The first row (near the top) naming at least two of CMT's columns, with where each column is. */
function findHeader(rows: Cell[][]): Header | undefined {
  for (let at = 0; at < Math.min(rows.length, HEADER_SEARCH_ROWS); at++) {
    const columns: Partial<Record<Field | 'track', number>> = {}
    rows[at]!.forEach((cell, index) => {
      const field = HEADER_KEYS.get(headerKey(cell))
      if (field && columns[field] === undefined) columns[field] = index
    })
    if (Object.keys(columns).length >= 2) return { at, columns }
  }
  return undefined
}

function missingColumnsMessage(missing: Field[], sheet: string | undefined): string {
  const names = missing.map((field) => `"${CMT_COLUMNS[field]}"`)
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  const where = sheet ? ` in the sheet "${sheet}"` : ''
  const what = names.length === 1 ? 'column' : 'columns'
  return `The file has no ${list} ${what}${where}. CMT's Submissions export has the columns ${COLUMN_LIST}.`
}

function rowsOf(tables: Table[]): CmtRow[] {
  const found = tables.flatMap((table) => {
    const header = findHeader(table.rows)
    return header ? [{ table, header }] : []
  })
  if (found.length === 0) {
    const blank = tables.every((t) => t.rows.every((row) => row.every((cell) => textOf(cell).trim() === '')))
    throw badFile(blank ? 'The file is empty.' : NO_HEADER_ROW)
  }
  const named = tables.length > 1
  const out: CmtRow[] = []
  for (const { table, header } of found) {
    const missing = FIELDS.filter((field) => header.columns[field] === undefined)
    if (missing.length > 0) throw badFile(missingColumnsMessage(missing, named ? table.sheet : undefined))
    const cell = (row: Cell[], field: Field) => textOf(row[header.columns[field]!]).trim()
    const trackAt = header.columns.track
    const emailColumns = table.rows[header.at]!.flatMap((value, index) =>
      EMAIL_COLUMNS.includes(headerKey(value)) ? [index] : [],
    )
    for (let i = header.at + 1; i < table.rows.length; i++) {
      const row = table.rows[i]!
      if (row.every((value) => textOf(value).trim() === '')) continue
      out.push({
        row: i + 1,
        ...(named && table.sheet !== undefined ? { sheet: table.sheet } : {}),
        cmtId: cell(row, 'cmtId'),
        heading: cell(row, 'heading'),
        authors: cell(row, 'authors'),
        content: cell(row, 'content').replace(/\r\n?/g, '\n'),
        status: cell(row, 'status'),
        track: trackAt === undefined ? (named ? (table.sheet ?? '') : '') : textOf(row[trackAt]).trim(),
        authorEmails: [...new Set(emailColumns.flatMap((index) => emailsIn(textOf(row[index]))))],
      })
    }
  }
  if (out.length === 0) throw badFile('The file has no rows below its header row: there are no papers in it.')
  if (out.length > MAX_IMPORT_ROWS) {
    const message = tooManyPapers(out.length, 'papers (rows below its header row)')
    throw new HttpError(413, message, [{ path: 'file', message }])
  }
  return out
}

/**
 * CMT's "Author Names": names separated by `;`, each perhaps with a trailing `*` (the contact author) and a
 * parenthesised affiliation, both dropped ("A. Kumar (NIT Patna)*; S. Singh" → ["A. Kumar", "S. Singh"]).
 * A `;` inside parentheses belongs to the affiliation.
 */
export function authorNames(cell: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const ch of cell) {
    if (ch === '(') depth++
    else if (ch === ')') depth = Math.max(0, depth - 1)
    if (ch === ';' && depth === 0) {
      parts.push(current)
      current = ''
    } else current += ch
  }
  parts.push(current)
  return parts.map(cleanName).filter((name) => name !== '')
}

function cleanName(raw: string): string {
  let name = raw.trim()
  for (;;) {
    const before = name
    name = name.replace(/\*+$/, '').trim()
    if (name.endsWith(')')) {
      let depth = 0
      for (let i = name.length - 1; i >= 0; i--) {
        if (name[i] === ')') depth++
        else if (name[i] === '(' && --depth === 0) {
          name = name.slice(0, i).trim()
          break
        }
      }
    }
    if (name === before) break
  }
  return name.replace(/\s+/g, ' ')
}
