import { crc32, deflateRawSync } from 'node:zlib'

// Small workbooks and ZIP archives written byte by byte for the tests: honest ones, and hostile ones (far cells,
// entries lying about their sizes, parts that inflate far beyond their packed size). Nothing big is committed.

export interface ZipEntry {
  name: string
  data: Buffer | string
  /** Uncompressed size declared in the central directory (a lie when it differs from the data). */
  declaredSize?: number
  /** Uncompressed size declared in the local header only (default: what the central directory says). */
  localSize?: number
  /** Stored as is (method 0) instead of deflated. */
  store?: boolean
}

/** A ZIP archive of deflated entries. */
export function zipOf(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8')
    const packed = entry.store ? data : deflateRawSync(data)
    const name = Buffer.from(entry.name, 'utf8')
    const crc = crc32(data)
    const size = entry.declaredSize ?? data.length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(entry.store ? 0 : 8, 8)
    local.writeUInt16LE(0x21, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(entry.localSize ?? size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(entry.store ? 0 : 8, 10)
    central.writeUInt16LE(0x21, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, packed)
    centrals.push(central, name)
    offset += local.length + name.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** A text cell at `ref` ("B7"), written inline as some exporters do. */
export const textCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${escaped(text)}</t></is></c>`

/** The sheet XML of rows of cells: `rows` maps a row number (as written in r="…") to its cells' XML. */
export function sheetXml(rows: [row: string | number, cells: string][], padding = ''): string {
  const body = rows.map(([row, cells]) => `<row r="${row}">${cells}</row>`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData>${padding}</worksheet>`
}

/** The parts of a one-sheet workbook around `sheet` (its XML); `sheetEntry` may lie about the sheet's size. */
export function workbookParts(sheet: string, sheetEntry: Partial<ZipEntry> = {}): ZipEntry[] {
  return [
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Submissions" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, ...sheetEntry },
  ]
}

/** A one-sheet workbook whose first row holds `header` (A1, B1, …) and whose other cells are `cells` ([ref, text]). */
export function workbookWith(header: string[], cells: [ref: string, text: string][] = []): Uint8Array {
  const first = header.map((text, i) => textCell(`${String.fromCharCode(65 + i)}1`, text)).join('')
  const rows = new Map<string, string>([['1', first]])
  for (const [ref, text] of cells) {
    const row = ref.replace(/^[A-Z]+/, '')
    rows.set(row, (rows.get(row) ?? '') + textCell(ref, text))
  }
  return zipOf(workbookParts(sheetXml([...rows])))
}
