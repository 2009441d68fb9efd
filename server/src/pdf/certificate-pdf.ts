import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { writeText } from './fonts'

/** Everything a certificate's PDF shows, plain data (it crosses to the render worker). Images are PNG or JPEG. */
export interface CertificatePdfInput {
  code: string
  serial: number
  title: string
  /** The certificate's words, placeholders filled. */
  text: string
  name: string
  conferenceName: string
  signatories: { name: string; designation: string; signature?: Uint8Array }[]
  logo?: Uint8Array
  background?: Uint8Array
  /** `<public origin>/verify/<code>`: printed at the foot and encoded in the QR. */
  verifyUrl: string
  /** ISO instant: the PDF's creation date, so that the same certificate always gives the same bytes. */
  issuedAt: string
}

// A4 landscape, in points.
const WIDTH = 841.89
const HEIGHT = 595.28
const MARGIN = 48
const INK = '#1f2937'

/** The certificate as a PDF. Deterministic: the file id derives from the info, whose dates are `issuedAt`. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const issued = new Date(input.issuedAt)
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${input.title}: ${input.name}`,
      Author: input.conferenceName,
      Subject: `Certificate ${input.code}, verify at ${input.verifyUrl}`,
      Producer: input.conferenceName,
      Creator: input.conferenceName,
      CreationDate: issued,
      ModDate: issued,
    },
  })
  const done = collect(doc)

  if (input.background) doc.image(Buffer.from(input.background), 0, 0, { width: WIDTH, height: HEIGHT })
  else drawBorder(doc)
  let y = MARGIN + 12
  if (input.logo) {
    doc.image(Buffer.from(input.logo), WIDTH / 2 - 60, y, { fit: [120, 64], align: 'center', valign: 'center' })
    y += 76
  }
  doc.fillColor(INK)
  writeText(doc, input.conferenceName, MARGIN, y, { size: 13, width: WIDTH - 2 * MARGIN, align: 'center' })
  writeText(doc, input.title, MARGIN, y + 30, { face: 'bold', size: 32, width: WIDTH - 2 * MARGIN, align: 'center' })
  writeText(doc, input.name, MARGIN, y + 86, { face: 'bold', size: 24, width: WIDTH - 2 * MARGIN, align: 'center' })
  writeText(doc, input.text, MARGIN + 50, y + 134, {
    size: 14,
    width: WIDTH - 2 * MARGIN - 100,
    align: 'center',
    lineGap: 4,
  })
  drawSignatories(doc, input.signatories)
  await drawFoot(doc, input)
  doc.end()
  return done
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
}

function drawBorder(doc: PDFKit.PDFDocument) {
  doc
    .lineWidth(3)
    .strokeColor('#1e3a8a')
    .rect(20, 20, WIDTH - 40, HEIGHT - 40)
    .stroke()
  doc
    .lineWidth(1)
    .rect(28, 28, WIDTH - 56, HEIGHT - 56)
    .stroke()
}

function drawSignatories(doc: PDFKit.PDFDocument, signatories: CertificatePdfInput['signatories']) {
  if (signatories.length === 0) return
  const lineY = HEIGHT - 150
  const slot = (WIDTH - 2 * MARGIN) / signatories.length
  signatories.forEach((s, i) => {
    const x = MARGIN + i * slot + slot / 2 - 90
    if (s.signature) doc.image(Buffer.from(s.signature), x + 30, lineY - 48, { fit: [120, 44], align: 'center' })
    doc
      .lineWidth(0.8)
      .strokeColor(INK)
      .moveTo(x, lineY)
      .lineTo(x + 180, lineY)
      .stroke()
    writeText(doc, s.name, x - 20, lineY + 6, { face: 'bold', size: 11, width: 220, align: 'center' })
    writeText(doc, s.designation, x - 20, lineY + 22, { size: 9.5, width: 220, align: 'center' })
  })
}

async function drawFoot(doc: PDFKit.PDFDocument, input: CertificatePdfInput) {
  const qr = await QRCode.toBuffer(input.verifyUrl, { type: 'png', margin: 1, scale: 6, errorCorrectionLevel: 'M' })
  const size = 78
  const top = HEIGHT - MARGIN - size
  doc.image(qr, WIDTH - MARGIN - size, top, { width: size, height: size })
  const width = WIDTH - 2 * MARGIN - size - 20
  writeText(doc, `Serial no. ${input.serial} · Certificate code ${input.code}`, MARGIN, top + 34, { size: 9, width })
  writeText(doc, `Check this certificate at ${input.verifyUrl}`, MARGIN, top + 50, { size: 9, width })
}
