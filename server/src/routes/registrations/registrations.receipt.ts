import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { EventSettings } from '../settings/settings.schemas'
import { money } from './registrations.desk'
import type { Fee } from './registrations.fees'
import { type RegistrationRow, receiptLabel } from './registrations.queries'

// The receipt (issue 52 item 4) with pdfkit: its fontkit shapes Devanagari (conjuncts, vowel signs), which a PDF
// library without shaping would print as loose letters. Fonts come from the @fontsource packages: Noto Sans for
// Latin text, Noto Sans Devanagari for Hindi, Marathi and other Devanagari names; each run of text gets its font.

const require = createRequire(import.meta.url)
const fontFile = (file: string) => readFileSync(require.resolve(file))

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

const day = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

/** The receipt of a confirmed registration, as PDF bytes. */
export function renderReceipt(settings: EventSettings, row: RegistrationRow): Promise<Buffer> {
  const f = loadFonts()
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Receipt ${row.code}` } })
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
  const field = (label: string, value: string) => line(`${label}: ${value}`)

  const { conference } = settings
  const fee = row.fee as Fee
  doc.fontSize(16)
  line(conference.name, true)
  doc.fontSize(11)
  line(`${conference.shortName} · ${conference.venue}`)
  line(settings.bank.accountName)
  doc.moveDown()
  doc.fontSize(14)
  line('Payment receipt', true)
  doc.fontSize(11)
  field('Receipt number', receiptLabel(conference.acronym, row.receiptNumber ?? 0))
  field('Date', day(row.confirmedAt ?? new Date()))
  field('Registration code', row.code)
  doc.moveDown()
  field('Received from', row.name)
  field('Institution', row.institution)
  const billing = row.billing as { name: string; gstin?: string; address: string } | null
  if (billing) {
    field('Billed to', billing.name)
    field('Address', billing.address)
    if (billing.gstin) field('GSTIN', billing.gstin)
  }
  doc.moveDown()
  for (const item of fee.items) field(item.label, money(fee.currency, item.amount))
  line(`Total received: ${money(fee.currency, row.totalMinor / 100)}`, true)
  field(`Of which GST (${fee.gstPercent}%, included)`, money(fee.currency, fee.gst))
  if (row.utr) field('UTR', row.utr)
  if (row.paidOn) field('Paid on', row.paidOn)
  doc.moveDown(2)
  doc.fontSize(9)
  line('This is a computer-generated receipt; no signature is needed.')
  doc.end()
  return done
}
