import { parse } from 'csv-parse/sync'
import readXlsxFile from 'read-excel-file/node'
import { declaredUnpackedSize } from '../papers/papers.cmt'
import { StatementProblem } from './registrations.statement'

// The statement file's rows as text, from its bytes (never its name): an .xlsx workbook's first sheet, or CSV /
// tab-delimited text. Until the upload sandbox (issue 50) takes it over, the reading happens here.

const ZIP = [0x50, 0x4b, 0x03, 0x04]
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b)
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024

const NOT_A_STATEMENT =
  'The file is not a statement the site can read: download it from your bank as CSV or Excel (.xlsx), not PDF or .xls.'

export async function readStatementRows(bytes: Uint8Array): Promise<string[][]> {
  if (bytes.length === 0) throw new StatementProblem('The file is empty.')
  if (startsWith(bytes, ZIP)) return readWorkbook(bytes)
  // Binary files (PDF, images, .xls) have control characters no text export has.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
  if (/[\u0000-\u0008\u000e-\u001a]/.test(new TextDecoder('latin1').decode(bytes.subarray(0, 4096))))
    throw new StatementProblem(NOT_A_STATEMENT)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes)
  }
  text = text.replace(/^\uFEFF/, '')
  const sample = text.split(/\r?\n/, 40).join('\n')
  const delimiter = ['\t', ',', ';'].reduce((best, d) =>
    sample.split(d).length > sample.split(best).length ? d : best,
  )
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][]
  } catch {
    throw new StatementProblem('The file could not be read as CSV: download the statement from your bank again.')
  }
}

async function readWorkbook(bytes: Uint8Array): Promise<string[][]> {
  const unpacked = declaredUnpackedSize(bytes)
  if (unpacked === undefined || unpacked > MAX_UNPACKED_BYTES) throw new StatementProblem(NOT_A_STATEMENT)
  try {
    const [sheet] = await readXlsxFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), {
      parseNumber: (text: string) => text,
    })
    return (sheet?.data ?? []).map((row) =>
      (row as unknown[]).map((cell) =>
        cell instanceof Date
          ? cell.toISOString().slice(0, 10)
          : cell === null || cell === undefined
            ? ''
            : String(cell),
      ),
    )
  } catch {
    throw new StatementProblem(NOT_A_STATEMENT)
  }
}
