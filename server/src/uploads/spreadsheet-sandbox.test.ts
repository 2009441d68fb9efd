import { describe, expect, it } from 'vitest'
import { HttpError } from '../api/errors'
import { sheetXml, textCell, workbookParts, workbookWith, zipOf } from './spreadsheet.fixtures'
import { readSpreadsheet, type SpreadsheetOptions } from './spreadsheet-sandbox'
import { decodeText, decodeWindows1252 } from './text-decoding'

// The mechanism itself, without an import route around it: what a hostile file does to the child, never to us.

async function refusal(bytes: Uint8Array, options: SpreadsheetOptions) {
  const err = await readSpreadsheet(bytes, options).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(HttpError)
  const { status, message } = err as HttpError
  return { status, message }
}

const header = ['Paper ID', 'Paper Title']

describe('readSpreadsheet', () => {
  it('reads a workbook (numbers as written) and delimited text', async () => {
    const workbook = await readSpreadsheet(
      workbookWith(header, [
        ['A2', '042'],
        ['B2', 'A title'],
      ]),
      { maxRows: 10 },
    )
    expect(workbook).toEqual({ format: 'xlsx', sheets: [{ name: 'Submissions', rows: [header, ['042', 'A title']] }] })
    const stored = zipOf(workbookParts(sheetXml([[1, textCell('A1', 'Paper ID')]])).map((e) => ({ ...e, store: true })))
    expect((await readSpreadsheet(stored, { maxRows: 10 })).sheets[0]!.rows).toEqual([['Paper ID']])
    const csv = await readSpreadsheet(new TextEncoder().encode('a;b\r\n1;"x;y"\r\n'), { maxRows: 10 })
    expect(csv).toEqual({
      format: 'delimited',
      sheets: [
        {
          rows: [
            ['a', 'b'],
            ['1', 'x;y'],
          ],
        },
      ],
    })
  })

  it('a cell within Excel’s limits that makes the library fill a billion gaps kills only the child: 413 naming the memory limit', async () => {
    const file = workbookWith(header, [['ALL1048576', 'far, but Excel could write it']])
    expect(await refusal(file, { maxRows: 2_000_000, memoryMb: 48 })).toEqual({
      status: 413,
      message: 'Reading the file needed more than the 48 MB of memory an upload may use.',
    })
    // This process, and the next parse, carry on.
    expect((await readSpreadsheet(workbookWith(header), { maxRows: 10 })).sheets[0]!.rows).toEqual([header])
  })

  it('a parse over its time limit is stopped: 413 naming the limit', async () => {
    // 4,000 rows against a limit of 1 ms (counted from when the child is ready): no machine reads that in time, so
    // the outcome does not depend on how fast or busy this one is.
    const rows = Array.from({ length: 4000 }, (_, i): [string, string] => [`B${i + 2}`, `Title ${i}`])
    expect(await refusal(workbookWith(header, rows), { maxRows: 10_000, timeoutMs: 1 })).toEqual({
      status: 413,
      message: 'Reading the file took longer than 0.001 s, the limit for an upload.',
    })
  })

  it('rows are counted before the library fills them, and the caller words the 413', async () => {
    const far = workbookWith(header, [['A6000', 'x']])
    expect(await refusal(far, { maxRows: 5000 })).toEqual({
      status: 413,
      message: 'The file has 6,000 rows: at most 5,000 can be read at once.',
    })
    const csv = new TextEncoder().encode('a\n'.repeat(12))
    expect(await refusal(csv, { maxRows: 10, tooManyRows: (n) => `${n} rows, too many.` })).toEqual({
      status: 413,
      message: '12 rows, too many.',
    })
  })

  it('the inflation cap is counted while inflating, whatever the archive declares', async () => {
    const sheet = sheetXml([[1, textCell('A1', 'Paper ID')]], ' '.repeat(3 * 1024 * 1024))
    const { status, message } = await refusal(zipOf(workbookParts(sheet)), {
      maxRows: 10,
      maxInflatedBytes: 2 * 1024 * 1024,
    })
    expect(status).toBe(413)
    expect(message).toMatch(/^The workbook unpacks to more than 2 MB, the limit for an upload\./)
  })

  it('refuses ZIPs that are not what their directory says: corrupt data, hidden bytes, a shorter entry', async () => {
    const honest = zipOf(workbookParts(sheetXml([[1, textCell('A1', 'Paper ID')]])))
    const corrupt = Uint8Array.from(honest)
    // The sheet's compressed data (the last entry) overwritten with bytes that are no deflate stream.
    const directory = Buffer.from(honest).readUInt32LE(honest.length - 6)
    corrupt.fill(0xff, directory - 40, directory - 4)
    expect(await refusal(corrupt, { maxRows: 10 })).toMatchObject({
      status: 400,
      message: expect.stringMatching(/damaged/),
    })

    const parts = workbookParts(sheetXml([[1, textCell('A1', 'Paper ID')]]))
    const hidden = Buffer.from(zipOf(parts))
    // Bytes slipped between the entries and the directory, which the directory's offset skips.
    const offset = hidden.readUInt32LE(hidden.length - 6)
    const smuggled = Buffer.concat([
      hidden.subarray(0, offset),
      Buffer.from('PK\x03\x04hidden'),
      hidden.subarray(offset),
    ])
    smuggled.writeUInt32LE(offset + 10, smuggled.length - 6)
    expect(await refusal(smuggled, { maxRows: 10 })).toEqual({
      status: 400,
      message:
        'The file looks like an .xlsx workbook but is damaged (data outside its entries). Open it in Excel and save it again.',
    })

    const sheet = sheetXml([[1, textCell('A1', 'Paper ID')]])
    const longer = zipOf(workbookParts(sheet, { declaredSize: sheet.length + 100 }))
    expect((await refusal(longer, { maxRows: 10 })).message).toMatch(/inflates to less than its declared size/)
  })

  it('a sheet the library refuses (rows out of order): 400, and the next parse works', async () => {
    const sheet = sheetXml([
      [2, textCell('A2', 'x')],
      [1, textCell('A1', 'Paper ID')],
    ])
    expect(await refusal(zipOf(workbookParts(sheet)), { maxRows: 10 })).toEqual({
      status: 400,
      message: expect.stringMatching(/not a readable Excel workbook|could not be read as a spreadsheet/),
    })
    expect((await readSpreadsheet(workbookWith(header), { maxRows: 10 })).sheets[0]!.rows).toEqual([header])
  })

  it('refuses cell references Excel never writes', async () => {
    const sheet = sheetXml([[1, '<c r="&#90;Z1" t="inlineStr"><is><t>x</t></is></c>']])
    expect(await refusal(zipOf(workbookParts(sheet)), { maxRows: 10 })).toEqual({
      status: 400,
      message: 'The workbook has a cell reference "&#90;Z1" that Excel does not write.',
    })
    const dimension = sheetXml([[1, textCell('A1', 'x')]]).replace(
      '<sheetData>',
      '<dimension ref="A1:XFE1"/><sheetData>',
    )
    expect((await refusal(zipOf(workbookParts(dimension)), { maxRows: 10 })).message).toMatch(
      /beyond Excel's last column XFD/,
    )
  })
})

describe('decoding text', () => {
  it('Windows-1252 bytes 0x80–0x9F by the fixed table, whatever this Node’s TextDecoder does', () => {
    const high = Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i)
    expect(decodeWindows1252(high)).toBe('€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ')
    expect(decodeText(Uint8Array.from([0x93, 0x43, 0x61, 0x66, 0xe9, 0x94, 0x20, 0x96, 0x20, 0x80, 0x35]))).toBe(
      '“Café” – €5',
    )
    expect(decodeText(new TextEncoder().encode('“Café” – €5'))).toBe('“Café” – €5')
  })
})
