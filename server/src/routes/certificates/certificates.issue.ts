import { randomBytes } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { CERTIFICATE_DEFAULT_TEXTS, CERTIFICATE_DEFAULT_TITLE } from '../../../../common/certificates'
import { type ConferenceMode, conferenceDates, modePhrase } from '../../../../common/conference'
import { pgErrorCode } from '../../api/errors'
import type { Database } from '../../db/client'
import { certificates } from '../../db/schema'
import { runPacedBatches } from '../../jobs/paced-batches'
import { imageIdOf } from '../../uploads/images'
import type { CertificateSettings, EventSettings } from '../settings/settings.schemas'
import type { CertificateKind } from './certificates.schemas'

// Issuing a certificate: the one way a row of `certificates` is made, for a single person (POST /certificates)
// and, once registrations exist, for each registration (see the registration issue's use of issueCertificate).

/** Who a certificate is for and what for. */
export interface CertificateSubject {
  kind: CertificateKind
  name: string
  institution?: string | null
  email?: string | null
  paper?: { id: string; title: string } | null
  /** How this person took part (a registration's mode); the conference's mode when absent. */
  mode?: ConferenceMode
  /** Words replacing the settings' (or the kind's standard) text; placeholders are filled the same way. */
  text?: string | null
  /**
   * What it is issued for, at most once: e.g. `registration:<id>:participation`, `registration:<id>:paper:<paperId>`.
   * Issuing again with the same key answers the certificate already issued (`created: false`).
   */
  sourceKey?: string | null
}

/** Frozen at issue: what the PDF and the verify page show, whatever the settings become. */
export interface CertificateSnapshot {
  title: string
  text: string
  conference: { name: string; shortName: string; dates: string; venue: string }
  signatories: { name: string; designation: string; signatureImageId: string | null }[]
  logoImageId: string | null
  backgroundImageId: string | null
  /** `<origin>/verify/<code>`: the edition's public origin at issue, so the printed URL never changes. */
  verifyUrl: string
}

export type CertificateRow = typeof certificates.$inferSelect

/** The standard words of each kind, used when the settings (or the request) give none. */
export const DEFAULT_TEXTS: Record<CertificateKind, string> = CERTIFICATE_DEFAULT_TEXTS

/** What a certificate looks like before an organiser has set anything (the preview shows it). */
export const DEFAULT_CERTIFICATE_SETTINGS: CertificateSettings = {
  title: CERTIFICATE_DEFAULT_TITLE,
  participationText: DEFAULT_TEXTS.participation,
  presentationText: DEFAULT_TEXTS.presentation,
  signatories: [],
  logoUrl: '',
  backgroundUrl: '',
}

function templateOf(settings: CertificateSettings, subject: CertificateSubject): string {
  if (subject.text) return subject.text
  if (subject.kind === 'participation') return settings.participationText
  if (subject.kind === 'presentation') return settings.presentationText
  return DEFAULT_TEXTS[subject.kind]
}

/** The text with its `{{placeholders}}` filled; an unknown one is left as written. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole)
}

/** The snapshot of a certificate for `subject` under the current settings. */
export function snapshotOf(
  settings: EventSettings,
  subject: CertificateSubject,
  verifyUrl: string,
  certificateSettings: CertificateSettings = settings.certificates ?? DEFAULT_CERTIFICATE_SETTINGS,
): CertificateSnapshot {
  const conference = settings.conference
  const dates = conferenceDates(conference)
  const text = fillPlaceholders(templateOf(certificateSettings, subject), {
    name: subject.name,
    institution: subject.institution ?? '',
    paperId: subject.paper?.id ?? '',
    paperTitle: subject.paper?.title ?? '',
    conference: conference.name,
    dates,
    venue: conference.venue,
    mode: modePhrase(subject.mode ?? conference.mode),
  })
  return {
    title: certificateSettings.title,
    text,
    conference: { name: conference.name, shortName: conference.shortName, dates, venue: conference.venue },
    signatories: certificateSettings.signatories.map((s) => ({
      name: s.name,
      designation: s.designation,
      signatureImageId: imageIdOf(s.signatureImageUrl) ?? null,
    })),
    logoImageId: imageIdOf(certificateSettings.logoUrl) ?? null,
    backgroundImageId: imageIdOf(certificateSettings.backgroundUrl) ?? null,
    verifyUrl,
  }
}

// Crockford's base 32: no I, L, O or U, so a code read aloud or typed from paper is not misread.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const CODE_LENGTH = 10

/** 10 characters of 5 random bits each: 50 bits, about 10^15 codes, so guessing one is hopeless. */
export function newCertificateCode(): string {
  const bytes = randomBytes(CODE_LENGTH)
  return Array.from(bytes, (b) => CROCKFORD[b & 31]).join('')
}

/** A code as typed (any case, hyphens or spaces, I/L for 1, O for 0) in its stored form, or undefined. */
export function normaliseCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0')
  return code.length === CODE_LENGTH && [...code].every((ch) => CROCKFORD.includes(ch)) ? code : undefined
}

/** The verification URL of a code under `origin`. */
export const verifyUrlOf = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}/verify/${code}`

/** A new certificate's row: a fresh code, its serial, the subject, and the snapshot its PDF is drawn from. */
function rowOf(subject: CertificateSubject, serial: number, settings: EventSettings, verifyOrigin: string) {
  const code = newCertificateCode()
  return {
    code,
    serial,
    kind: subject.kind,
    name: subject.name,
    institution: subject.institution || null,
    email: subject.email || null,
    paperId: subject.paper?.id ?? null,
    paperTitle: subject.paper?.title ?? null,
    sourceKey: subject.sourceKey ?? null,
    snapshot: snapshotOf(settings, subject, verifyUrlOf(verifyOrigin, code)),
  }
}

/**
 * Issues one certificate in `tx` (the caller's transaction, which audits it): a new code, the next serial of the
 * edition, the snapshot frozen. With a `sourceKey` already issued, answers that certificate and `created: false`.
 */
export async function issueCertificate(
  tx: Database,
  settings: EventSettings,
  subject: CertificateSubject,
  verifyOrigin: string,
): Promise<{ certificate: CertificateRow; created: boolean }> {
  // One issuer at a time: serials have no gaps and no twins, and a source key is checked then taken.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('certificates:issue'))`)
  if (subject.sourceKey) {
    const [existing] = await tx.select().from(certificates).where(eq(certificates.sourceKey, subject.sourceKey))
    if (existing) return { certificate: existing, created: false }
  }
  const [last] = await tx
    .select({ serial: sql<number>`coalesce(max(${certificates.serial}), 0)::int` })
    .from(certificates)
  const serial = (last?.serial ?? 0) + 1
  for (let attempt = 1; ; attempt++) {
    const values = rowOf(subject, serial, settings, verifyOrigin)
    try {
      // In a savepoint, so that a code already taken (one chance in 10^15) is retried with another.
      const [row] = await tx.transaction((savepoint) => savepoint.insert(certificates).values(values).returning())
      return { certificate: row!, created: true }
    } catch (err) {
      if (pgErrorCode(err) !== '23505' || attempt >= 3) throw err
    }
  }
}

/** Rows per multi-row INSERT of `issueCertificates`; between batches the event loop serves other requests. */
export const ISSUE_BATCH = 200
/**
 * The most of the process's time bulk issuing may take (runPacedBatches): the cached answers then keep ≥ 0.8 of
 * their rate meanwhile (issue 53 item 5), and 1,000 certificates still take seconds.
 */
const ISSUE_SHARE = 0.2

/** What a bulk issue reads back of each new certificate (not its snapshot: the caller has the subject). */
export type IssuedCertificate = Pick<CertificateRow, 'id' | 'code' | 'serial'>

/**
 * Issues certificates for many subjects in `tx` (the caller's transaction), set-based: the subjects whose
 * `sourceKey` is already issued (or repeated) are left out, the rest inserted ISSUE_BATCH rows per statement with the
 * next serials in order, in paced batches (jobs/paced-batches.ts). Same guarantees as `issueCertificate` (same lock:
 * no gaps, no twins, a key once). No PDF is drawn: they are drawn on demand, in the PDF thread. `onBatch` gets each
 * batch's new certificates (in subject order) before the next batch, e.g. to queue their mails in the outbox.
 */
export async function issueCertificates(
  tx: Database,
  settings: EventSettings,
  subjects: (CertificateSubject & { sourceKey: string })[],
  verifyOrigin: string,
  onBatch: (issued: { certificate: IssuedCertificate; subject: CertificateSubject }[]) => Promise<void>,
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('certificates:issue'))`)
  const [last] = await tx
    .select({ serial: sql<number>`coalesce(max(${certificates.serial}), 0)::int` })
    .from(certificates)
  let serial = last?.serial ?? 0
  const seen = new Set<string>()
  let count = 0
  await runPacedBatches(subjects, { size: ISSUE_BATCH, share: ISSUE_SHARE }, async (batch) => {
    // A key twice in the request (a paper named twice) is issued once.
    const slice = batch.filter((s) => !seen.has(s.sourceKey) && seen.add(s.sourceKey))
    if (slice.length === 0) return
    const issuedKeys = new Set(
      (
        await tx
          .select({ key: certificates.sourceKey })
          .from(certificates)
          .where(
            inArray(
              certificates.sourceKey,
              slice.map((s) => s.sourceKey),
            ),
          )
      ).map((r) => r.key),
    )
    const fresh = slice.filter((s) => !issuedKeys.has(s.sourceKey))
    if (fresh.length === 0) return
    const rows = await insertBatch(tx, settings, fresh, serial, verifyOrigin)
    const byKey = new Map(rows.map((r) => [r.sourceKey, r]))
    serial += rows.length
    count += rows.length
    await onBatch(fresh.map((subject) => ({ certificate: byKey.get(subject.sourceKey)!, subject })))
  })
  return count
}

/** One multi-row INSERT of `fresh` with the serials after `serial`; a code already taken retries with new codes. */
async function insertBatch(
  tx: Database,
  settings: EventSettings,
  fresh: (CertificateSubject & { sourceKey: string })[],
  serial: number,
  verifyOrigin: string,
) {
  for (let attempt = 1; ; attempt++) {
    const values = fresh.map((subject, i) => rowOf(subject, serial + i + 1, settings, verifyOrigin))
    try {
      // In a savepoint: a code already taken (or twice in the batch, one chance in 10^12) retries with new codes;
      // a source key taken meanwhile (impossible under the lock, kept as the guard) would leave a serial unused.
      return await tx.transaction(async (savepoint) => {
        const inserted = await savepoint
          .insert(certificates)
          .values(values)
          .onConflictDoNothing({ target: certificates.sourceKey })
          .returning({
            id: certificates.id,
            code: certificates.code,
            serial: certificates.serial,
            sourceKey: certificates.sourceKey,
          })
        if (inserted.length !== values.length) throw new Error('issueCertificates: a source key was issued meanwhile')
        return inserted
      })
    } catch (err) {
      if (pgErrorCode(err) !== '23505' || attempt >= 3) throw err
    }
  }
}
