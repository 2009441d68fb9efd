import { readSpreadsheet } from '../../uploads/spreadsheet-sandbox'
import { MAX_STATEMENT_LINES, StatementProblem } from './registrations.statement'

// The statement file's rows as text, read in the upload sandbox (issue 50: a child process with memory, time and
// inflation limits): an .xlsx workbook's first sheet, or CSV / tab-delimited text. What it is comes from its bytes.

/** Rows above and below the lines (the account block, the summary) besides the lines themselves. */
const OTHER_ROWS = 200

export async function readStatementRows(bytes: Uint8Array): Promise<string[][]> {
  if (bytes.length === 0) throw new StatementProblem('The file is empty.')
  const { sheets } = await readSpreadsheet(bytes, {
    maxRows: MAX_STATEMENT_LINES + OTHER_ROWS,
    tooManyRows: (rows) =>
      `The statement has ${rows} rows: at most ${MAX_STATEMENT_LINES} lines. Import it a month at a time.`,
    advice: 'Download the statement from your bank as CSV or Excel (.xlsx), not PDF or .xls.',
    headerPattern: 'txn ?date|transaction ?date|narration|description|deposit|credit',
  })
  return (sheets[0]?.rows ?? []).map((row) =>
    row.map((cell) =>
      cell instanceof Date
        ? Number.isNaN(cell.getTime())
          ? ''
          : cell.toISOString().slice(0, 10)
        : cell === null || cell === undefined
          ? ''
          : String(cell),
    ),
  )
}
