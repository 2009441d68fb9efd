import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import jsQR from 'jsqr'
import sharp from 'sharp'

// Reading a PDF back as a person would: its text (poppler's pdftotext) and the QR code on its first page
// (pdftoppm renders it, jsQR decodes it). poppler-utils is installed by .ci/run.

function inTempDir<T>(pdf: Uint8Array, use: (dir: string, file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-read-'))
  try {
    const file = join(dir, 'in.pdf')
    writeFileSync(file, pdf)
    return use(dir, file)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The PDF's text, lines as laid out (or in reading order: -layout may space out a mark's cluster). */
export function pdfText(pdf: Uint8Array, options: { layout?: boolean } = {}): string {
  const layout = options.layout === false ? [] : ['-layout']
  return inTempDir(pdf, (_dir, file) =>
    execFileSync('pdftotext', [...layout, '-enc', 'UTF-8', file, '-'], { timeout: 20_000 }).toString(),
  )
}

/** The text of the QR code on the first page, or undefined when none is found. */
export async function qrOfFirstPage(pdf: Uint8Array): Promise<string | undefined> {
  const png = inTempDir(pdf, (dir, file) => {
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', file, join(dir, 'page')], { timeout: 20_000 })
    const page = readdirSync(dir).find((f) => f.startsWith('page') && f.endsWith('.png'))
    return page ? readFileSync(join(dir, page)) : undefined
  })
  return png ? qrOfImage(png) : undefined
}

/** The text of the QR code in an image (PNG, JPEG, …), or undefined when none is found. */
export async function qrOfImage(image: Uint8Array): Promise<string | undefined> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data
}
