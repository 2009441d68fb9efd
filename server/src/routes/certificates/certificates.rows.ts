import { randomBytes } from 'node:crypto'
import { CERTIFICATE_DEFAULT_TEXTS, CERTIFICATE_DEFAULT_TITLE } from '../../../../common/certificates'
import { type ConferenceMode, modePhrase } from '../../../../common/conference'
import { type MailContext, outboxRowsOf, type QueuedMail } from '../../mail/outbox-rows'
import type { CertificateSettings } from '../settings/settings.schemas'
import type { CertificateKind } from './certificates.schemas'

// A new certificate's row, worked out from plain data only (no database, no settings read, no upload code), so
// that a bulk issue builds its rows and mails in a worker thread (certificates.batch-worker.ts, issue 53 item 5).

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

/** What every certificate issued now shares, from the settings (certificates.issue.ts lookOf). */
export interface CertificateLook {
  /** The snapshot but for each certificate's text and URL. */
  common: Omit<CertificateSnapshot, 'text' | 'verifyUrl'>
  texts: Pick<CertificateSettings, 'participationText' | 'presentationText'>
  /** The conference's mode: a subject's when it has none. */
  mode: ConferenceMode
}

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

function templateOf(texts: CertificateLook['texts'], subject: CertificateSubject): string {
  if (subject.text) return subject.text
  if (subject.kind === 'participation') return texts.participationText
  if (subject.kind === 'presentation') return texts.presentationText
  return DEFAULT_TEXTS[subject.kind]
}

/** The text with its `{{placeholders}}` filled; an unknown one is left as written. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole)
}

/** The snapshot of a certificate for `subject` in `look`. */
export function snapshotIn(look: CertificateLook, subject: CertificateSubject, verifyUrl: string): CertificateSnapshot {
  const { conference } = look.common
  const text = fillPlaceholders(templateOf(look.texts, subject), {
    name: subject.name,
    institution: subject.institution ?? '',
    paperId: subject.paper?.id ?? '',
    paperTitle: subject.paper?.title ?? '',
    conference: conference.name,
    dates: conference.dates,
    venue: conference.venue,
    mode: modePhrase(subject.mode ?? look.mode),
  })
  return { ...look.common, text, verifyUrl }
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
export function rowOf(look: CertificateLook, subject: CertificateSubject, serial: number, verifyOrigin: string) {
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
    snapshot: snapshotIn(look, subject, verifyUrlOf(verifyOrigin, code)),
  }
}

/** The mail each new certificate of a bulk issue sends its holder: a link, never an attachment. */
export const CERTIFICATE_MAIL = 'certificate-issued'

/** One batch of a bulk issue, as posted to the worker thread. */
export interface IssueBatchJob {
  look: CertificateLook
  verifyOrigin: string
  /** The serial of the first subject; the others follow in order. */
  firstSerial: number
  subjects: (CertificateSubject & { sourceKey: string })[]
  /** With it, a CERTIFICATE_MAIL for each subject with an e-mail address. */
  mail?: MailContext
}

/** A batch ready to insert: JSON arrays of rows by column name (certificates, mail_outbox), one parameter each. */
export interface IssueBatch {
  certificates: string
  mails: string
  mailCount: number
  /** Each subject's new code, in order. */
  codes: string[]
}

/** Builds a batch's certificates and their mails (the CPU part of a bulk issue; the worker thread's job). */
export function buildIssueBatch(job: IssueBatchJob): IssueBatch {
  const rows = job.subjects.map((subject, i) => rowOf(job.look, subject, job.firstSerial + i, job.verifyOrigin))
  const mails: QueuedMail[] = []
  if (job.mail)
    for (const row of rows)
      if (row.email)
        mails.push({
          template: CERTIFICATE_MAIL,
          to: row.email,
          values: { name: row.name, kind: row.kind, code: row.code, link: row.snapshot.verifyUrl },
        })
  const certificates = rows.map((r) => ({
    code: r.code,
    serial: r.serial,
    kind: r.kind,
    name: r.name,
    institution: r.institution,
    email: r.email,
    paper_id: r.paperId,
    paper_title: r.paperTitle,
    source_key: r.sourceKey,
    snapshot: r.snapshot,
  }))
  return {
    certificates: JSON.stringify(certificates),
    mails: job.mail ? JSON.stringify(outboxRowsOf(job.mail, mails)) : '[]',
    mailCount: mails.length,
    codes: rows.map((r) => r.code),
  }
}
