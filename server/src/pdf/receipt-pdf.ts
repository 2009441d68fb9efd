import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { sfntOf } from './fonts'

// The receipt (issue 52 item 4) with pdfkit: its fontkit shapes Devanagari (conjuncts, vowel signs), which a PDF
// library without shaping would print as loose letters. Fonts come from the @fontsource packages: Noto Sans for
// Latin text, Noto Sans Devanagari for Hindi, Marathi and other Devanagari names; each run of text gets its font.
// Drawn in the PDF render thread (render-pool.ts) from plain data made by routes/registrations/registrations.receipt.ts.

/** What a receipt shows, in order: plain data (it crosses to the render worker). */
export interface ReceiptPdfInput {
  title: string
  steps: ({ size: number } | { text: string; bold?: boolean } | { gap: number })[]
}

const require = createRequire(import.meta.url)
const fontFile = (file: string) => sfntOf(readFileSync(require.resolve(file)))

let fonts: { latin: Buffer; latinBold: Buffer; devanagari: Buffer } | undefined
function loadFonts() {
  fonts ??= {
    latin: fontFile('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
    latinBold: fontFile('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
    devanagari: fontFile('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
  }
  return fonts
}

// Devanagari, its extensions, and the joiners that shape its conjuncts.
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF\u200C\u200D]+/g

/** A text cut into runs of Devanagari and of everything else, in order. */
export function scriptRuns(text: string): { text: string; devanagari: boolean }[] {
  const runs: { text: string; devanagari: boolean }[] = []
  let last = 0
  for (const match of text.matchAll(DEVANAGARI)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), devanagari: false })
    runs.push({ text: match[0], devanagari: true })
    last = match.index + match[0].length
  }
  if (last < text.length) runs.push({ text: text.slice(last), devanagari: false })
  return runs
}

/** The receipt as PDF bytes. */
export function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const f = loadFonts()
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: input.title } })
  doc.registerFont('latin', f.latin)
  doc.registerFont('latin-bold', f.latinBold)
  doc.registerFont('devanagari', f.devanagari)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  /** One line of mixed scripts: each run in its font, the line continued across runs. */
  const line = (text: string, bold = false) => {
    const runs = scriptRuns(text)
    if (runs.length === 0) runs.push({ text: ' ', devanagari: false })
    runs.forEach((run, i) => {
      doc.font(run.devanagari ? 'devanagari' : bold ? 'latin-bold' : 'latin')
      doc.text(run.text, { continued: i < runs.length - 1 })
    })
  }
  for (const step of input.steps) {
    if ('size' in step) doc.fontSize(step.size)
    else if ('gap' in step) doc.moveDown(step.gap)
    else line(step.text, step.bold)
  }
  doc.end()
  return done
}
