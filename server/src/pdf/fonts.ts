import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'
import type PDFDocument from 'pdfkit'

// Fonts for PDFs (certificates, receipts): Noto Sans from @fontsource, Noto Sans <Script> for the Indic scripts
// (Devanagari, Bengali, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam) and Mukta Mahee for Gurmukhi. Text is
// drawn in runs, each with the file that has its letters; pdfkit shapes each run with fontkit, which reorders vowel
// signs and forms conjuncts (tested by reading certificates and receipts back with pdftotext). A file is read once,
// when first used.

const require = createRequire(import.meta.url)

export type FontFace = 'regular' | 'bold'
type Indic = 'devanagari' | 'bengali' | 'tamil' | 'telugu' | 'gujarati' | 'kannada' | 'malayalam' | 'gurmukhi' | 'oriya'
export type Script = 'latin' | 'latinExt' | Indic

const WEIGHT: Record<FontFace, number> = { regular: 400, bold: 700 }

/** The @fontsource file of a script's face (Noto Sans and Noto Sans <Script>, one package per script). */
function fileOf(face: FontFace, script: Script): string {
  const weight = WEIGHT[face]
  if (script === 'latin' || script === 'latinExt') {
    const subset = script === 'latin' ? 'latin' : 'latin-ext'
    return `@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`
  }
  // Gurmukhi: Mukta Mahee, because fontkit cannot lay out Noto Sans Gurmukhi's marks (a NULL anchor, as in ਸਿੰਘ).
  if (script === 'gurmukhi') return `@fontsource/mukta-mahee/files/mukta-mahee-gurmukhi-${weight}-normal.woff`
  return `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${weight}-normal.woff`
}

// The Unicode blocks of the Indic scripts (with Devanagari's extensions and Vedic signs).
const INDIC: [Indic, RegExp][] = [
  ['devanagari', /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/],
  ['bengali', /[\u0980-\u09FF]/],
  ['gurmukhi', /[\u0A00-\u0A7F]/],
  ['gujarati', /[\u0A80-\u0AFF]/],
  ['oriya', /[\u0B00-\u0B7F]/],
  ['tamil', /[\u0B80-\u0BFF\u{11FC0}-\u{11FFF}]/u],
  ['telugu', /[\u0C00-\u0C7F]/],
  ['kannada', /[\u0C80-\u0CFF]/],
  ['malayalam', /[\u0D00-\u0D7F]/],
]

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

/** Each file's bytes, read and unpacked the first time a document needs that script and face. */
const loaded = new Map<string, Buffer>()
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>()

/** Sets the face of `script` on `doc`: registered on it (and read from disk) the first time it is needed. */
export function useFont(doc: PDFKit.PDFDocument, face: FontFace, script: Script) {
  const name = `${face}-${script}`
  const names = registered.get(doc) ?? new Set<string>()
  registered.set(doc, names)
  if (!names.has(name)) {
    const bytes = loaded.get(name) ?? sfntOf(readFileSync(require.resolve(fileOf(face, script))))
    loaded.set(name, bytes)
    doc.registerFont(name, bytes)
    names.add(name)
  }
  doc.font(name)
}

const LATIN_EXT = /[\u0100-\u024F\u1E00-\u1EFF]/
// Joiners, marks and spaces go with the run they are in: splitting a cluster would break its shaping. The danda
// and double danda (U+0964, U+0965) are shared by the Indic scripts: they stay in the run they end.
const NEUTRAL = /^(?:\u200C|\u200D|[\u0300-\u036F]|[\u0964\u0965]|\s)$/

function scriptOf(ch: string): Script | undefined {
  if (NEUTRAL.test(ch)) return undefined
  for (const [script, range] of INDIC) if (range.test(ch)) return script
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
    useFont(doc, face, run.script)
    const continued = i < runs.length - 1
    if (i === 0) doc.text(run.text, x, y, { ...textOptions, continued })
    else doc.text(run.text, { ...textOptions, continued })
  })
}
