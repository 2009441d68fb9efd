// CSV for spreadsheets (RFC 4180): every field quoted, quotes doubled, CRLF between records.

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell a spreadsheet shows as text: one starting like a formula gets a leading apostrophe. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

const quote = (value: string) => `"${value.replaceAll('"', '""')}"`

/**
 * The CSV text of `rows` (the first is the header), formula-neutralised. It starts with a byte-order mark so that
 * Excel reads it as UTF-8 (names in Devanagari and accents stay intact); CSV readers skip it.
 */
export function toCsv(rows: readonly (readonly (string | null | undefined)[])[]): string {
  const lines = rows.map((row) => row.map((cell) => quote(neutraliseFormula(cell ?? ''))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
