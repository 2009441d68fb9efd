import Papa from 'papaparse'
import readXlsxFile from 'read-excel-file/node'
import { type Cell, type ParseAnswer, type ParseRequest, Refusal, type Sheet, tooManyRows } from './spreadsheet-types'
import { decodeText, startsWith } from './text-decoding'
import { inflateAndScan } from './workbook-zip'

// The parse itself, run only inside the spreadsheet child process (spreadsheet-child.ts): what a file is comes from
// its bytes, never from its name.

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

const EMPTY = 'The file is empty.'

export async function parseSpreadsheet(request: ParseRequest): Promise<ParseAnswer> {
  try {
    const { bytes } = request
    if (bytes.length === 0) throw new Refusal(400, EMPTY)
    const notSpreadsheet = new Refusal(400, `The file is not a spreadsheet. ${request.advice}`)
    if (startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP))
      return { ok: true, format: 'xlsx', sheets: await readWorkbook(bytes, request) }
    if (startsWith(bytes, OLE2))
      throw new Refusal(
        400,
        'This is an Excel 97–2003 (.xls) file, which cannot be read. Open it in Excel and save it as .xlsx (Excel Workbook), or as CSV.',
      )
    if (OTHER_BINARY.some((signature) => startsWith(bytes, signature))) throw notSpreadsheet
    return { ok: true, format: 'delimited', sheets: [readDelimited(bytes, request, notSpreadsheet)] }
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, status: err.status, message: err.message, rows: err.rows }
    throw err
  }
}

async function readWorkbook(bytes: Uint8Array, request: ParseRequest): Promise<Sheet[]> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
  // Only a workbook that passed the ZIP, inflation, cell-reference and row checks reaches the library.
  await inflateAndScan(buffer, request)
  let sheets: { sheet: string; data: unknown[][] }[]
  try {
    // Numbers stay as written ("42", not 42.0): an id or an amount is kept exactly.
    sheets = await readXlsxFile(buffer, { parseNumber: (text: string) => text })
  } catch (err) {
    if ((err as { code?: unknown }).code === 'NO_DATA') throw new Refusal(400, 'The workbook has no data.')
    throw new Refusal(
      400,
      'The file is a ZIP archive but not a readable Excel workbook (.xlsx). Open it in Excel and save it as .xlsx, or as CSV.',
    )
  }
  const rows = sheets.reduce((sum, s) => sum + s.data.length, 0)
  if (rows > request.maxRows) throw tooManyRows(rows, request.maxRows)
  return sheets.map((s) => ({ name: s.sheet, rows: s.data as Cell[][] }))
}

// Control characters no text export contains (tab, line feed, carriage return and form feed aside).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it looks for
const BINARY_CHARS = /[\u0000-\u0008\u000e-\u001f\u007f]/g

function readDelimited(bytes: Uint8Array, request: ParseRequest, notSpreadsheet: Refusal): Sheet {
  const text = decodeText(bytes).replace(/^\uFEFF/, '')
  if (text.trim() === '') throw new Refusal(400, EMPTY)
  const sample = text.slice(0, 64 * 1024)
  const binary = sample.match(BINARY_CHARS)?.length ?? 0
  if (binary > sample.length / 1000 || sample.includes('\u0000')) throw notSpreadsheet
  if (/^\s*</.test(sample))
    throw new Refusal(
      400,
      'The file is a web page or XML, not a spreadsheet. Open it in Excel and save it as .xlsx, or save it as CSV or tab-delimited text.',
    )
  const delimiter = delimiterOf(text, request.headerPattern)
  let count = 0
  const rows: string[][] = []
  let problem: Papa.ParseError | undefined
  // Papa Parse reads a 1 MB statement in ~50 ms where csv-parse took ~300 (docs/decisions/037). A line break at the
  // very end ends the last row; it does not start another.
  Papa.parse<string[]>(text.replace(/(\r\n|\n|\r)$/, ''), {
    delimiter,
    // Every record is counted, only those within the limit kept: the refusal can say how many there are.
    step: ({ data, errors }, parser) => {
      if (errors.length > 0) {
        problem = errors[0]
        parser.abort()
        return
      }
      if (++count <= request.maxRows) rows.push(data)
    },
  })
  if (problem) {
    const kind = delimiter === '\t' ? 'tab-delimited text' : 'CSV'
    const where = problem.row === undefined ? '' : ` (row ${problem.row + 1})`
    throw new Refusal(400, `The file could not be read as ${kind}: ${problem.message.replace(/\.?$/, '')}${where}.`)
  }
  if (count > request.maxRows) throw tooManyRows(count, request.maxRows)
  const widest = rows.reduce((most, row) => Math.max(most, row.length), 0)
  if (widest > request.maxColumns)
    throw new Refusal(413, `A row of the file has ${widest} columns: at most ${request.maxColumns} are read.`)
  return { rows }
}

/**
 * The delimiter of the header row (the first line matching `headerPattern`, else the first non-blank one): tab,
 * comma or semicolon (Excel's CSV in locales with a decimal comma), whichever it has most of; tab when none.
 */
function delimiterOf(text: string, headerPattern: string | undefined): string {
  const lines = text.split(/\r\n|\n|\r/, 80)
  const pattern = headerPattern === undefined ? undefined : new RegExp(headerPattern, 'i')
  const header = (pattern && lines.find((line) => pattern.test(line))) ?? lines.find((line) => line.trim() !== '') ?? ''
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
