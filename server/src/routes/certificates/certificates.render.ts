import { inArray } from 'drizzle-orm'
import sharp from 'sharp'
import type { Database } from '../../db/client'
import { images } from '../../db/schema'
import type { CertificatePdfInput } from '../../pdf/certificate-pdf'
import { renderCertificate } from '../../pdf/render-pool'
import type { CertificateRow } from './certificates.issue'
import type { CertificateSnapshot } from './certificates.rows'

// A certificate's PDF from its stored row: the snapshot's words and image ids, the row's code, serial and date.
// Nothing is read from the current settings, so the same certificate gives the same bytes every time.

/** The stored images of `ids` as PNG (pdfkit draws PNG and JPEG; uploads are WebP). A deleted one is left out. */
async function pngImages(db: Database, ids: (string | null)[]): Promise<Map<string, Uint8Array>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await db.select({ id: images.id, data: images.data }).from(images).where(inArray(images.id, wanted))
  const converted = await Promise.all(
    rows.map(async (r) => [r.id, new Uint8Array(await sharp(r.data).png().toBuffer())] as const),
  )
  return new Map(converted)
}

export async function pdfInputOf(
  db: Database,
  row: Pick<CertificateRow, 'code' | 'serial' | 'name' | 'issuedAt'> & { snapshot: unknown },
): Promise<CertificatePdfInput> {
  const snapshot = row.snapshot as CertificateSnapshot
  const found = await pngImages(db, [
    snapshot.logoImageId,
    snapshot.backgroundImageId,
    ...snapshot.signatories.map((s) => s.signatureImageId),
  ])
  const image = (id: string | null) => (id ? found.get(id) : undefined)
  return {
    code: row.code,
    serial: row.serial,
    title: snapshot.title,
    text: snapshot.text,
    name: row.name,
    conferenceName: snapshot.conference.shortName,
    signatories: snapshot.signatories.map((s) => ({
      name: s.name,
      designation: s.designation,
      signature: image(s.signatureImageId),
    })),
    logo: image(snapshot.logoImageId),
    background: image(snapshot.backgroundImageId),
    verifyUrl: snapshot.verifyUrl,
    issuedAt: row.issuedAt.toISOString(),
  }
}

/** The certificate's PDF, rendered off the request path (pdf/render-pool.ts). */
export async function certificatePdf(db: Database, row: Parameters<typeof pdfInputOf>[1]): Promise<Buffer> {
  return renderCertificate(await pdfInputOf(db, row))
}
