import PDFDocument from 'pdfkit'
import { scriptRuns, useFont } from './fonts'

// The receipt (issue 52 item 4) with pdfkit: its fontkit shapes Indic scripts (conjuncts, vowel signs), which a PDF
// library without shaping would print as loose letters. Each run of text gets the font of its script (fonts.ts).
// Drawn in the PDF render thread (render-pool.ts) from plain data made by routes/registrations/registrations.receipt.ts.

/** What a receipt shows, in order: plain data (it crosses to the render worker). */
export interface ReceiptPdfInput {
  title: string
  steps: ({ size: number } | { text: string; bold?: boolean } | { gap: number })[]
}

/** The receipt as PDF bytes. */
export function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: input.title } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  /** One line of mixed scripts: each run in its font, the line continued across runs. */
  const line = (text: string, bold = false) => {
    const runs = scriptRuns(text)
    if (runs.length === 0) runs.push({ text: ' ', script: 'latin' })
    runs.forEach((run, i) => {
      useFont(doc, bold ? 'bold' : 'regular', run.script)
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
