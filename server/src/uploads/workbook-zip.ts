import { createInflateRaw } from 'node:zlib'
import yauzl from 'yauzl'
import { SheetRefScanner } from './sheet-refs'
import { type ParseLimits, Refusal, tooManyRows } from './spreadsheet-types'

// A workbook is a ZIP archive. Before any spreadsheet library reads it, its structure is checked (every entry's
// local header agrees with the central directory, the entries tile the file: nothing hidden, nothing overlapping)
// and its XML parts are inflated with yauzl while the inflated bytes are counted: against each entry's declared
// size (yauzl's own validateEntrySizes check stalls the stream instead of failing it on Node 20: its destroy()
// swallows the error) and against the cap, while the cell references are scanned.

const DESCRIPTOR = 0x08074b50
const ENCRYPTED = 0x1
const HAS_DESCRIPTOR = 0x8

const damaged = (why: string) =>
  new Refusal(400, `The file looks like an .xlsx workbook but is damaged (${why}). Open it in Excel and save it again.`)

interface CentralEntry {
  name: Buffer
  flags: number
  method: number
  crc: number
  compressed: number
  size: number
  offset: number
}

function centralDirectory(bytes: Buffer): { entries: CentralEntry[]; start: number } {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  let end = -1
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50 && i + 22 + bytes.readUInt16LE(i + 20) === bytes.length) {
      end = i
      break
    }
  }
  if (end === -1) throw damaged('no ZIP directory at its end')
  const count = bytes.readUInt16LE(end + 10)
  const start = bytes.readUInt32LE(end + 16)
  const disks = bytes.readUInt16LE(end + 4) | bytes.readUInt16LE(end + 6)
  if (disks !== 0 || count !== bytes.readUInt16LE(end + 8) || count === 0xffff || start === 0xffffffff)
    throw damaged('a multi-part or ZIP64 archive')
  if (start + bytes.readUInt32LE(end + 12) !== end) throw damaged('its ZIP directory is not where it says')
  const entries: CentralEntry[] = []
  let at = start
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== 0x02014b50) throw damaged('its ZIP directory is cut short')
    const nameLength = bytes.readUInt16LE(at + 28)
    entries.push({
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      compressed: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
      name: bytes.subarray(at + 46, at + 46 + nameLength),
    })
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32)
  }
  if (at !== end) throw damaged('its ZIP directory has stray bytes')
  return { entries, start }
}

/** Refuses a ZIP whose local headers disagree with its central directory, or with data outside its entries. */
export function checkZipStructure(bytes: Buffer): void {
  const { entries, start } = centralDirectory(bytes)
  const names = new Set<string>()
  let expected = 0
  for (const entry of [...entries].sort((a, b) => a.offset - b.offset)) {
    const name = entry.name.toString('latin1')
    const lies = (what: string) =>
      new Refusal(
        400,
        `The workbook's entry "${name.slice(0, 100)}" declares ${what} in its local header other than in the ZIP directory. Excel does not write such files; open it in Excel and save it again.`,
      )
    if (names.has(name)) throw damaged(`the entry "${name.slice(0, 100)}" is in it twice`)
    names.add(name)
    if (entry.flags & ENCRYPTED) throw damaged('it is encrypted')
    if (entry.method !== 0 && entry.method !== 8) throw damaged('an unknown compression method')
    if (entry.size === 0xffffffff || entry.compressed === 0xffffffff) throw damaged('a ZIP64 archive')
    if (entry.offset !== expected) throw damaged('data outside its entries, or entries overlapping')
    const at = entry.offset
    if (at + 30 > start || bytes.readUInt32LE(at) !== 0x04034b50) throw damaged('an entry without its local header')
    const flags = bytes.readUInt16LE(at + 6)
    const nameLength = bytes.readUInt16LE(at + 26)
    const dataAt = at + 30 + nameLength + bytes.readUInt16LE(at + 28)
    if (!bytes.subarray(at + 30, at + 30 + nameLength).equals(entry.name)) throw lies('another name')
    if (flags !== entry.flags || bytes.readUInt16LE(at + 8) !== entry.method) throw lies('other flags or compression')
    const local = [bytes.readUInt32LE(at + 14), bytes.readUInt32LE(at + 18), bytes.readUInt32LE(at + 22)]
    const central = [entry.crc, entry.compressed, entry.size]
    // With a data descriptor the local header may leave the checksum and sizes at zero (they follow the data).
    const agrees = (value: number, i: number) => value === central[i] || (flags & HAS_DESCRIPTOR && value === 0)
    if (!local.every(agrees)) throw lies('other sizes')
    if (entry.method === 0 && entry.compressed !== entry.size) throw lies('other sizes')
    expected = dataAt + entry.compressed
    if (flags & HAS_DESCRIPTOR) {
      if (expected + 12 <= start && bytes.readUInt32LE(expected) === DESCRIPTOR) expected += 4
      if (expected + 12 > start) throw damaged('an entry cut short')
      const described = [
        bytes.readUInt32LE(expected),
        bytes.readUInt32LE(expected + 4),
        bytes.readUInt32LE(expected + 8),
      ]
      if (!described.every((value, i) => value === central[i])) throw lies('other sizes')
      expected += 12
    }
    if (expected > start) throw damaged('an entry cut short')
  }
  if (expected !== start) throw damaged('data outside its entries')
}

/** The parts a spreadsheet library reads (read-excel-file inflates exactly these). */
const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels')

const MB = 1024 * 1024

/**
 * Inflates every XML part, counting bytes as they come and scanning cell references; resolves to the rows of the
 * workbook's sheets together (as Excel numbers them). Refuses past the inflation cap or the row limit.
 */
export function inflateAndScan(bytes: Buffer, limits: ParseLimits): Promise<number> {
  checkZipStructure(bytes)
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false }, (openError, zip) => {
      if (openError || !zip) return reject(damaged('its ZIP directory cannot be read'))
      let inflated = 0
      let rows = 0
      const fail = (err: unknown) => {
        zip.close()
        reject(err instanceof Refusal ? err : damaged('an entry cannot be inflated'))
      }
      zip.on('error', fail)
      zip.on('end', () => resolve(rows))
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!isXmlPart(entry.fileName)) return zip.readEntry()
        // Inflated here rather than by yauzl: its inflating stream's destroy() swallows zlib's errors on Node 20.
        const options = { decompress: entry.isCompressed() ? false : null, decrypt: null, start: null, end: null }
        zip.openReadStream(entry, options, (streamError, raw) => {
          if (streamError || !raw) return fail(streamError)
          const stream = entry.isCompressed() ? raw.pipe(createInflateRaw()) : raw
          raw.on('error', fail)
          const scanner = new SheetRefScanner(limits.maxColumns)
          let entryBytes = 0
          stream.on('data', (chunk: Buffer) => {
            try {
              inflated += chunk.length
              entryBytes += chunk.length
              if (entryBytes > entry.uncompressedSize) throw damaged('an entry inflates to more than its declared size')
              if (inflated > limits.maxInflatedBytes)
                throw new Refusal(
                  413,
                  `The workbook unpacks to more than ${Math.round(limits.maxInflatedBytes / MB)} MB, the limit for an upload. Export it again with fewer columns or rows.`,
                )
              scanner.push(chunk)
            } catch (err) {
              stream.destroy()
              raw.destroy()
              fail(err)
            }
          })
          stream.on('error', fail)
          stream.on('end', () => {
            if (entryBytes !== entry.uncompressedSize)
              return fail(damaged('an entry inflates to less than its declared size'))
            rows += scanner.rows
            if (rows > limits.maxRows) return fail(tooManyRows(rows, limits.maxRows))
            zip.readEntry()
          })
        })
      })
      zip.readEntry()
    })
  })
}
