import { CsvError, parse } from 'csv-parse/sync'
import readXlsxFile from 'read-excel-file/node'
import { MAX_IMPORT_BYTES } from '../../../../common/field-rules'
import { HttpError } from '../../lib/errors'

// Reading Microsoft CMT's "Submissions" export (Chair console → Actions → Export to Excel / Tab Delimited): an .xlsx
// workbook (one sheet per track in a multi-track conference) or delimited text, perhaps with a title row above the
// header row. What it is comes from its bytes, never from its name. Columns are found by CMT's header names.

/** One cell as read: text (numbers are kept as written), a date, a boolean, or nothing. */
type Cell = string | number | boolean | Date | null | undefined

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

const FIELDS = Object.keys(CMT_COLUMNS) as Field[]
const HEADER_KEYS = new Map<string, Field | 'track'>([
  ...FIELDS.map((field) => [headerKey(CMT_COLUMNS[field]), field] as const),
  [headerKey(TRACK_COLUMN), 'track'],
])
const COLUMN_LIST = `"Paper ID", "Paper Title", "Author Names", "Abstract" and "Status"`

/** How far down a sheet the header row may be (CMT puts at most a title row or two above it). */
const HEADER_SEARCH_ROWS = 20
/** Largest total a workbook may unpack to (its parts as the ZIP directory declares them). */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024

export const NOT_A_SPREADSHEET =
  "The file is not a spreadsheet. Send CMT's Submissions export as .xlsx, .csv or tab-delimited .txt/.tsv."
export const NO_HEADER_ROW = `No header row with CMT's column names was found. The Submissions export has the columns ${COLUMN_LIST}.`

export const TOO_LARGE_IMPORT = `The file is too large: at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`

/** A 400 about the file, with the issue on its field. */
export function badFile(message: string): HttpError {
  return new HttpError(400, message, [{ path: 'file', message }])
}

function headerKey(value: Cell): string {
  return textOf(value).replace(/\s+/g, '').toLowerCase()
}

/** A cell as text: numbers as written, dates as ISO dates, NUL characters (which Postgres cannot store) dropped. */
function textOf(value: Cell): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString()
  return String(value).replaceAll('\u0000', '')
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b)

const ZIP = [0x50, 0x4b, 0x03, 0x04]
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06]
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const OTHER_BINARY = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x1f, 0x8b], // gzip
]

/** The export's data rows, in file order; throws a 400 (badFile) when the file is not a usable export. */
export async function readCmtExport(bytes: Uint8Array): Promise<CmtRow[]> {
  if (bytes.length === 0) throw badFile('The file is empty.')
  let tables: Table[]
  if (startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP)) tables = await readWorkbook(bytes)
  else if (startsWith(bytes, OLE2))
    throw badFile(
      'This is an Excel 97–2003 (.xls) file, which cannot be read. Open it in Excel and save it as .xlsx (Excel Workbook), or export the Submissions from CMT as tab-delimited text.',
    )
  else if (OTHER_BINARY.some((signature) => startsWith(bytes, signature))) throw badFile(NOT_A_SPREADSHEET)
  else tables = [readDelimited(bytes)]
  return rowsOf(tables)
}

// --- Workbooks -------------------------------------------------------------------------------------------------

async function readWorkbook(bytes: Uint8Array): Promise<Table[]> {
  const unpacked = declaredUnpackedSize(bytes)
  if (unpacked === undefined)
    throw badFile('The file looks like an .xlsx workbook but is damaged. Open it in Excel and save it again.')
  if (unpacked > MAX_UNPACKED_BYTES)
    throw badFile('The workbook unpacks to more than 100 MB, far more than a Submissions export. Export it again.')
  try {
    // Numbers stay as written ("42", not 42.0): a Paper ID is an identifier.
    const sheets = await readXlsxFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), {
      parseNumber: (text: string) => text,
    })
    return sheets.map((s) => ({ sheet: s.sheet, rows: s.data as Cell[][] }))
  } catch (err) {
    const code = (err as { code?: unknown }).code
    if (code === 'NO_DATA') throw badFile('The workbook has no data.')
    throw badFile(
      'The file is a ZIP archive but not a readable Excel workbook (.xlsx). Open it in Excel and save it as .xlsx, or export the Submissions from CMT as tab-delimited text.',
    )
  }
}

/**
 * The total size of a ZIP archive's entries once unpacked, as its central directory declares them (a zip bomb
 * declares gigabytes), or undefined when no well-formed central directory is found. ZIP64 counts as too large.
 */
export function declaredUnpackedSize(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  let end = -1
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i
      break
    }
  }
  if (end === -1) return undefined
  const entries = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  if (entries === 0xffff || at === 0xffffffff) return Number.POSITIVE_INFINITY
  let total = 0
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return undefined
    const size = view.getUint32(at + 24, true)
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY
    total += size
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return total
}

// --- Delimited text ---------------------------------------------------------------------------------------------

/** Text in the encodings Excel and CMT write: UTF-8 (with or without BOM), UTF-16 with BOM, else Windows-1252. */
function decodeText(bytes: Uint8Array): string {
  const decode = (encoding: string, data: Uint8Array = bytes, fatal = false) =>
    new TextDecoder(encoding, { fatal, ignoreBOM: false }).decode(data)
  if (startsWith(bytes, [0xff, 0xfe])) return decode('utf-16le')
  if (startsWith(bytes, [0xfe, 0xff])) return decode('utf-16be')
  // UTF-16 without a mark: every other byte of ASCII text is zero.
  if (bytes.length >= 4 && bytes[0] !== 0 && bytes[1] === 0 && bytes[2] !== 0 && bytes[3] === 0)
    return decode('utf-16le')
  try {
    return decode('utf-8', bytes, true)
  } catch {
    return decode('windows-1252')
  }
}

// Control characters no text export contains (tab, line feed, carriage return and form feed aside).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it looks for
const BINARY_CHARS = /[\u0000-\u0008\u000e-\u001f\u007f]/g

function readDelimited(bytes: Uint8Array): Table {
  const text = decodeText(bytes).replace(/^\uFEFF/, '')
  if (text.trim() === '') throw badFile('The file is empty.')
  const sample = text.slice(0, 64 * 1024)
  const binary = sample.match(BINARY_CHARS)?.length ?? 0
  if (binary > sample.length / 1000 || sample.includes('\u0000')) throw badFile(NOT_A_SPREADSHEET)
  if (/^\s*</.test(sample))
    throw badFile(
      'The file is a web page or XML, not a spreadsheet. Open it in Excel and save it as .xlsx, or export the Submissions from CMT as tab-delimited text.',
    )
  const delimiter = delimiterOf(text)
  try {
    const rows = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][]
    return { rows }
  } catch (err) {
    const kind = delimiter === '\t' ? 'tab-delimited text' : 'CSV'
    const why = err instanceof CsvError ? ` ${err.message.replace(/\.?$/, '.')}` : ''
    throw badFile(`The file could not be read as ${kind}.${why}`)
  }
}

/**
 * The delimiter of the header row (the first line naming "Paper ID" or "Paper Title"): tab, comma or semicolon
 * (Excel's CSV in locales with a decimal comma), whichever it has most of; tab when none is found.
 */
function delimiterOf(text: string): string {
  const lines = text.split(/\r\n|\n|\r/, HEADER_SEARCH_ROWS * 4)
  const header =
    lines.find((line) => /paper\s*id|paper\s*title/i.test(line)) ?? lines.find((line) => line.trim() !== '') ?? ''
  let best = '\t'
  let most = 0
  for (const candidate of ['\t', ',', ';']) {
    const count = header.split(candidate).length - 1
    if (count > most) {
      best = candidate
      most = count
    }
  }
  return best
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
      })
    }
  }
  if (out.length === 0) throw badFile('The file has no rows below its header row: there are no papers in it.')
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
