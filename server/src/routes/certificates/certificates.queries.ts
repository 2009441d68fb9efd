import { and, asc, desc, eq, ilike, isNull, like, or, type SQL } from 'drizzle-orm'
import { selectPage } from '../../api/paging'
import type { Database } from '../../db/client'
import { certificates } from '../../db/schema'
import type { CertificateRow } from './certificates.issue'
import type { CertificateSnapshot } from './certificates.rows'
import type { CertificateKind } from './certificates.schemas'

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** The certificate of a (normalised) code, or undefined. */
export async function findByCode(db: Database, code: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1)
  return row
}

/** The certificates issued from a registration (source keys `registration:<id>:…`), oldest first. */
export async function ofRegistration(db: Database, registrationId: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(like(certificates.sourceKey, `registration:${escapeLike(registrationId)}:%`))
    .orderBy(asc(certificates.serial))
}

/** The check page of every certificate (`/verify/<code>`), for the edition's archive. */
export async function verifyPagePaths(db: Database): Promise<string[]> {
  const rows = await db.select({ code: certificates.code }).from(certificates).orderBy(certificates.serial)
  return rows.map((r) => `/verify/${r.code}`)
}

/** A page of certificates, newest first, of a kind and/or matching `q`. */
export async function listPage(
  db: Database,
  filter: { kind?: CertificateKind; q?: string },
  skip: number,
  limit: number | undefined,
) {
  const where: SQL[] = []
  if (filter.kind) where.push(eq(certificates.kind, filter.kind))
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`
    where.push(
      or(
        ilike(certificates.name, pattern),
        ilike(certificates.institution, pattern),
        ilike(certificates.email, pattern),
        ilike(certificates.paperId, pattern),
        ilike(certificates.paperTitle, pattern),
        ilike(certificates.code, pattern),
      )!,
    )
  }
  const condition = where.length ? and(...where) : undefined
  return selectPage(db, certificates, [desc(certificates.serial)], skip, limit, condition)
}

/** Revokes a valid certificate; undefined when it is unknown or already revoked. */
export async function revoke(db: Database, code: string, reason: string, at: Date) {
  const [row] = await db
    .update(certificates)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
    .returning()
  return row
}

/** What anyone holding the code may see (never the e-mail). */
export function toPublicCertificate(row: CertificateRow) {
  const snapshot = row.snapshot as CertificateSnapshot
  return {
    code: row.code,
    kind: row.kind as CertificateKind,
    name: row.name,
    institution: row.institution,
    paper: row.paperId ? { id: row.paperId, title: row.paperTitle ?? '' } : null,
    conference: {
      name: snapshot.conference.shortName,
      dates: snapshot.conference.dates,
      venue: snapshot.conference.venue,
    },
    issuedAt: row.issuedAt.toISOString(),
    status: row.revokedAt ? ('revoked' as const) : ('valid' as const),
    revokedReason: row.revokedReason,
  }
}

export function toAdminCertificate(row: CertificateRow) {
  return {
    ...toPublicCertificate(row),
    serial: row.serial,
    email: row.email,
    verifyUrl: (row.snapshot as CertificateSnapshot).verifyUrl,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }
}

/** A registrant's own certificate, on their page: what it is, and where to download and check it. */
export function toOwnCertificate(row: CertificateRow) {
  const { code, kind, paper, issuedAt, status } = toPublicCertificate(row)
  return { code, kind, paper, issuedAt, status, verifyUrl: (row.snapshot as CertificateSnapshot).verifyUrl }
}
