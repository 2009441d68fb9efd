// What the server and the spreadsheet child process tell each other (both sides import this; no Node APIs here).

/** One cell as read: text (numbers are kept as written), a date, a boolean, or nothing. */
export type Cell = string | number | boolean | Date | null

export interface Sheet {
  /** The worksheet's name (workbooks only). */
  name?: string
  rows: Cell[][]
}

export type SpreadsheetFormat = 'xlsx' | 'delimited'

/** Limits and hints the child parses with (plain data: it crosses the process boundary). */
export interface ParseLimits {
  /** Most rows the file may have, counted as Excel numbers them (all sheets together). */
  maxRows: number
  /** Highest column a cell may be in (1 = A). */
  maxColumns: number
  /** Most bytes a workbook's parts may inflate to, counted while inflating. */
  maxInflatedBytes: number
  /** A regular expression (source, case-insensitive) matching the header line of delimited text. */
  headerPattern?: string
  /** Appended to "The file is not a spreadsheet.": what to send instead. */
  advice: string
}

export interface ParseRequest extends ParseLimits {
  bytes: Uint8Array
}

export type ParseAnswer =
  | { ok: true; format: SpreadsheetFormat; sheets: Sheet[] }
  | { ok: false; status: 400 | 413; message: string; rows?: number }

/** A refusal raised inside the child: the file breaks a rule or a limit (never a bug). */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
    /** For the row limit: how many rows the file has. */
    readonly rows?: number,
  ) {
    super(message)
  }
}

const formatted = (n: number) => n.toLocaleString('en-US')

/** The row limit's refusal (its caller may word it for its own kind of file). */
export function tooManyRows(rows: number, maxRows: number): Refusal {
  return new Refusal(
    413,
    `The file has ${formatted(rows)} rows: at most ${formatted(maxRows)} can be read at once.`,
    rows,
  )
}

/** Excel's own limits: no sheet it writes has a cell beyond them. */
export const EXCEL_LAST_ROW = 1_048_576
export const EXCEL_LAST_COLUMN = 16_384 // XFD
