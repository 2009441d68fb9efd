import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'
import type PDFDocument from 'pdfkit'

// Fonts for PDFs (certificates, receipts): Noto Sans from @fontsource. Its files are split by script, so text is
// drawn in runs, each with the file that has its letters. pdfkit shapes each run with fontkit, which reorders
// Devanagari vowel signs and forms conjuncts (tested by reading a certificate back with pdftotext).

const require = createRequire(import.meta.url)

export type FontFace = 'regular' | 'bold'
type Script = 'latin' | 'latinExt' | 'devanagari'

const FILES: Record<FontFace, Record<Script, string>> = {
  regular: {
    latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
    latinExt: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
    devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  },
  bold: {
    latin: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
    latinExt: '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
    devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  },
}

/**
 * The font of a WOFF file as plain SFNT (TrueType/OpenType), its tables inflated once with node's zlib: given the
 * WOFF, fontkit inflates every table again for every document in JavaScript (tiny-inflate), most of a PDF's time.
 * The tables are the same bytes, so the PDFs are too.
 */
export function sfntOf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20
    const offset = woff.readUInt32BE(at + 4)
    const compressed = woff.readUInt32BE(at + 8)
    const length = woff.readUInt32BE(at + 12)
    const raw = woff.subarray(offset, offset + compressed)
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    }
  })
  const power = 2 ** Math.floor(Math.log2(count))
  const head = Buffer.alloc(12 + 16 * count)
  woff.copy(head, 0, 4, 8) // the flavor: the SFNT's version
  head.writeUInt16BE(count, 4)
  head.writeUInt16BE(power * 16, 6)
  head.writeUInt16BE(Math.log2(power), 8)
  head.writeUInt16BE(count * 16 - power * 16, 10)
  const parts: Buffer[] = [head]
  let offset = head.length
  tables.forEach((table, i) => {
    const at = 12 + i * 16
    table.tag.copy(head, at)
    head.writeUInt32BE(table.checksum, at + 4)
    head.writeUInt32BE(offset, at + 8)
    head.writeUInt32BE(table.data.length, at + 12)
    const padded = Buffer.alloc((table.data.length + 3) & ~3)
    table.data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}

let loaded: Map<string, Buffer> | undefined

/** Registers every face on the document, under names like `regular-devanagari`. */
export function registerFonts(doc: PDFKit.PDFDocument) {
  loaded ??= new Map(
    Object.entries(FILES).flatMap(([face, scripts]) =>
      Object.entries(scripts).map(([script, file]) => [
        `${face}-${script}`,
        sfntOf(readFileSync(require.resolve(file))),
      ]),
    ),
  )
  for (const [name, bytes] of loaded) doc.registerFont(name, bytes)
}

const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/
const LATIN_EXT = /[\u0100-\u024F\u1E00-\u1EFF]/
// Joiners, marks and spaces go with the run they are in: splitting a cluster would break its shaping.
const NEUTRAL = /^(?:\u200C|\u200D|[\u0300-\u036F]|\s)$/

function scriptOf(ch: string): Script | undefined {
  if (DEVANAGARI.test(ch)) return 'devanagari'
  if (NEUTRAL.test(ch)) return undefined
  return LATIN_EXT.test(ch) ? 'latinExt' : 'latin'
}

/** The text cut into runs of one script each (neutral characters stay with the run before them). */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = []
  for (const ch of text) {
    const script = scriptOf(ch) ?? runs.at(-1)?.script ?? 'latin'
    const last = runs.at(-1)
    if (last && last.script === script) last.text += ch
    else runs.push({ script, text: ch })
  }
  return runs
}

/** Writes `text` as one paragraph at (x, y), switching font file at each change of script. */
export function writeText(
  doc: typeof PDFDocument.prototype,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions & { face?: FontFace; size: number },
) {
  const { face = 'regular', size, ...textOptions } = options
  const runs = scriptRuns(text)
  doc.fontSize(size)
  runs.forEach((run, i) => {
    doc.font(`${face}-${run.script}`)
    const continued = i < runs.length - 1
    if (i === 0) doc.text(run.text, x, y, { ...textOptions, continued })
    else doc.text(run.text, { ...textOptions, continued })
  })
}
