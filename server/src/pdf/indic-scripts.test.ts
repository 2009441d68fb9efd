import { describe, expect, it } from 'vitest'
import { pdfText } from '../../test/pdf-reading'
import { renderCertificatePdf } from './certificate-pdf'
import { scriptRuns } from './fonts'
import { renderReceiptPdf } from './receipt-pdf'

// Names in the Indic scripts beyond Devanagari (issue 52): each run of text is drawn with its script's Noto font,
// shaped by fontkit, and reads back as the same text. The names have no pre-base vowel sign, which a shaped PDF
// holds in drawing order: that order is checked on its own, as the proof of shaping. pdftotext may space a
// ligature's cluster out (সু মন), so spaces are not compared.
const NAMES = {
  tamil: 'முருகன் சுப்பு',
  bengali: 'সুমন দাস',
  telugu: 'రమణ',
  gujarati: 'રમણ પટલ',
  kannada: 'ರಮಣ',
  malayalam: 'രമണൻ',
  gurmukhi: 'ਅਮਨਦੀਪ ਸੰਧੂ',
  oriya: 'ରମଣ',
}

const squash = (text: string) => text.normalize('NFC').replace(/\s+/g, '')
const read = (pdf: Buffer) => squash(pdfText(pdf, { layout: false }))

describe('Indic scripts in the PDFs', () => {
  it('cuts mixed text into runs by script, spaces and dandas staying in their run', () => {
    expect(scriptRuns('Dr. முருகன் and সুমন।')).toEqual([
      { script: 'latin', text: 'Dr. ' },
      { script: 'tamil', text: 'முருகன் ' },
      { script: 'latin', text: 'and ' },
      { script: 'bengali', text: 'সুমন।' },
    ])
    for (const [script, name] of Object.entries(NAMES)) expect(scriptRuns(name).map((r) => r.script)).toEqual([script])
  })

  it('a receipt with a Tamil and a Bengali name reads them back; every other script too', async () => {
    const pdf = await renderReceiptPdf({
      title: 'Receipt R7K2QX',
      steps: [
        { size: 11 },
        { text: `Received from: ${NAMES.tamil}`, bold: true },
        { text: `Billed to: ${NAMES.bengali}` },
        ...Object.values(NAMES).map((name) => ({ text: `Name: ${name}` })),
      ],
    })
    const text = read(pdf)
    expect(text).toContain(squash(`Received from: ${NAMES.tamil}`))
    expect(text).toContain(squash(`Billed to: ${NAMES.bengali}`))
    for (const name of Object.values(NAMES)) expect(text).toContain(squash(name))
  })

  it('shapes: a pre-base vowel sign is drawn before its consonant (Bengali মিতা, Tamil செல்வி, Gurmukhi ਸਿੰਘ)', async () => {
    // ਸਿੰਘ: Noto Sans Gurmukhi attaches its bindi with a NULL anchor, which fontkit cannot lay out (fonts.ts).
    const pdf = await renderReceiptPdf({ title: 'x', steps: [{ text: 'মিতা' }, { text: 'செல்வி' }, { text: 'ਸਿੰਘ' }] })
    const text = read(pdf)
    // As typed: consonant, then vowel sign; as drawn (shaped): the sign first. An unshaped PDF keeps the typed order.
    expect(text).toContain('\u09BFমতা')
    expect(text).toContain('\u0BC6சல்வி')
    expect(text).toContain('\u0A3Fਸੰਘ')
  })

  it('a certificate with a Tamil name and a Bengali signatory reads them back', async () => {
    const pdf = await renderCertificatePdf({
      code: '7K2QX9M4PA',
      serial: 12,
      title: 'Certificate of Participation',
      text: `This is to certify that ${NAMES.tamil} took part.`,
      name: NAMES.tamil,
      conferenceName: 'International Conference',
      signatories: [{ name: NAMES.bengali, designation: 'Convener' }],
      verifyUrl: 'http://localhost/verify/7K2QX9M4PA',
      issuedAt: '2026-01-20T06:00:00Z',
    })
    const text = read(pdf)
    expect(text).toContain(squash(NAMES.tamil))
    expect(text).toContain(squash(NAMES.bengali))
  })
})
