import { EXCEL_LAST_COLUMN, EXCEL_LAST_ROW, Refusal } from './spreadsheet-types'

// Reads a workbook part's XML as it inflates and refuses cells beyond Excel's limits before any library sees them:
// read-excel-file fills every gap before a far cell (one cell at ZZZZZZ2 or at row 1,000,000,000 is an array V8
// cannot make). Only ASCII matters here (tag and attribute names, cell references), so chunks are read as Latin-1.

/** Longest tag kept across chunks; Excel's tags are far shorter. */
const MAX_TAG_CHARS = 1024 * 1024
const TAG = /<(?:[A-Za-z_][\w.-]*:)?(c|row|dimension|mergeCell)(?=[\s/>])([^>]*)>/g
const ATTRIBUTE = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g
const ADDRESS = /^([A-Z]+)([0-9]+)$/

const formatted = (n: number) => n.toLocaleString('en-US')
const shown = (ref: string) => (ref.length > 20 ? `${ref.slice(0, 20)}…` : ref)

function columnNumber(letters: string): number {
  let n = 0
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64)
  return n
}

/** A cell address ("B7") as [row, column]; refused when it is not one or lies beyond Excel's limits. */
export function cellAddress(ref: string, maxColumns: number): [number, number] {
  const match = ADDRESS.exec(ref)
  if (!match) throw new Refusal(400, `The workbook has a cell reference "${shown(ref)}" that Excel does not write.`)
  const [, letters, digits] = match as unknown as [string, string, string]
  if (letters.length > 3 || columnNumber(letters) > EXCEL_LAST_COLUMN)
    throw new Refusal(400, `The workbook has a cell at ${shown(ref)}, beyond Excel's last column XFD.`)
  const row = rowNumber(digits)
  const column = columnNumber(letters)
  if (column > maxColumns)
    throw new Refusal(413, `The workbook has a cell at ${ref}: at most ${formatted(maxColumns)} columns are read.`)
  return [row, column]
}

function rowNumber(digits: string): number {
  if (!/^[0-9]+$/.test(digits))
    throw new Refusal(400, `The workbook has a row number "${shown(digits)}" that Excel does not write.`)
  const row = digits.length > 9 ? Number.POSITIVE_INFINITY : Number(digits)
  if (row < 1 || row > EXCEL_LAST_ROW)
    throw new Refusal(
      400,
      `The workbook has a cell in row ${digits.length > 15 ? shown(digits) : formatted(Number(digits))}, beyond Excel's last row ${formatted(EXCEL_LAST_ROW)}.`,
    )
  return row
}

function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const m of text.matchAll(ATTRIBUTE)) {
    // XML forbids an attribute twice; a parser might take either, so both are checked by refusing the file.
    if (found.has(m[1]!))
      throw new Refusal(400, 'The workbook has an XML tag with an attribute twice; Excel does not write such files.')
    found.set(m[1]!, m[2] ?? m[3] ?? '')
  }
  return found
}

/** Scans one XML part chunk by chunk; `rows` is then how many rows it has as Excel numbers them (0: not a sheet). */
export class SheetRefScanner {
  private carry = ''
  private rowTags = 0
  private lastRow = 0
  private maxRow = 0

  constructor(private readonly maxColumns: number) {}

  get rows(): number {
    return Math.max(this.maxRow, this.rowTags)
  }

  push(chunk: Buffer): void {
    const text = this.carry + chunk.toString('latin1')
    const open = text.lastIndexOf('<')
    const complete = open !== -1 && text.indexOf('>', open) === -1 ? open : text.length
    this.carry = text.slice(complete)
    if (this.carry.length > MAX_TAG_CHARS)
      throw new Refusal(400, 'The workbook has an XML tag longer than 1 MB; Excel does not write such files.')
    for (const m of text.slice(0, complete).matchAll(TAG)) this.tag(m[1]!, attributes(m[2]!))
  }

  private tag(name: string, attrs: Map<string, string>) {
    if (name === 'row') {
      this.rowTags++
      const r = attrs.get('r')
      this.lastRow = r === undefined ? this.lastRow + 1 : rowNumber(r)
      this.maxRow = Math.max(this.maxRow, this.lastRow)
    } else if (name === 'c') {
      const r = attrs.get('r')
      if (r !== undefined) this.maxRow = Math.max(this.maxRow, cellAddress(r, this.maxColumns)[0])
    } else {
      // <dimension ref="A1:M40"> and <mergeCell ref="A1:C1">: within Excel's limits (not counted as rows).
      for (const part of (attrs.get('ref') ?? '').split(':')) if (part !== '') cellAddress(part, EXCEL_LAST_COLUMN)
    }
  }
}
