import { eq, sql } from 'drizzle-orm'
import { conferenceDates } from '../../../../common/conference'
import { pgErrorCode } from '../../api/errors'
import { type Database, queryRows } from '../../db/client'
import { certificates } from '../../db/schema'
import { OffThread } from '../../jobs/off-thread'
import { runPacedBatches } from '../../jobs/paced-batches'
import { insertOutboxRows, mailContext, wakeMailWorkers } from '../../mail/outbox'
import { imageIdOf } from '../../uploads/images'
import type { CertificateSettings, EventSettings } from '../settings/settings.schemas'
import {
  buildIssueBatch,
  CERTIFICATE_MAIL,
  type CertificateLook,
  type CertificateSnapshot,
  type CertificateSubject,
  DEFAULT_CERTIFICATE_SETTINGS,
  type IssueBatch,
  type IssueBatchJob,
  rowOf,
  snapshotIn,
} from './certificates.rows'

// Issuing a certificate: the one way a row of `certificates` is made, for a single person (POST /certificates)
// and for many registrations at once (POST /certificates/issue, certificates.from-registrations.ts).

export type CertificateRow = typeof certificates.$inferSelect

/** What every certificate issued under `settings` shares (read once per issue; image ids from their URLs). */
export function lookOf(
  settings: EventSettings,
  certificateSettings: CertificateSettings = settings.certificates ?? DEFAULT_CERTIFICATE_SETTINGS,
): CertificateLook {
  const { conference } = settings
  return {
    common: {
      title: certificateSettings.title,
      conference: {
        name: conference.name,
        shortName: conference.shortName,
        dates: conferenceDates(conference),
        venue: conference.venue,
      },
      signatories: certificateSettings.signatories.map((s) => ({
        name: s.name,
        designation: s.designation,
        signatureImageId: imageIdOf(s.signatureImageUrl) ?? null,
      })),
      logoImageId: imageIdOf(certificateSettings.logoUrl) ?? null,
      backgroundImageId: imageIdOf(certificateSettings.backgroundUrl) ?? null,
    },
    texts: certificateSettings,
    mode: conference.mode,
  }
}

/** The snapshot of a certificate for `subject` under the current settings. */
export function snapshotOf(
  settings: EventSettings,
  subject: CertificateSubject,
  verifyUrl: string,
  certificateSettings?: CertificateSettings,
): CertificateSnapshot {
  return snapshotIn(lookOf(settings, certificateSettings), subject, verifyUrl)
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
  const serial = await lastSerial(tx)
  for (let attempt = 1; ; attempt++) {
    const values = rowOf(lookOf(settings), subject, serial + 1, verifyOrigin)
    try {
      // In a savepoint, so that a code already taken (one chance in 10^15) is retried with another.
      const [row] = await tx.transaction((savepoint) => savepoint.insert(certificates).values(values).returning())
      return { certificate: row!, created: true }
    } catch (err) {
      if (pgErrorCode(err) !== '23505' || attempt >= 3) throw err
    }
  }
}

async function lastSerial(tx: Database): Promise<number> {
  const [last] = await tx
    .select({ serial: sql<number>`coalesce(max(${certificates.serial}), 0)::int` })
    .from(certificates)
  return last?.serial ?? 0
}

/** Rows per INSERT of `issueCertificates`; between batches the event loop serves other requests. */
export const ISSUE_BATCH = 200
/**
 * The most of the wall time the batches may take (runPacedBatches), so that the site's cached answers keep ≥ 0.8 of
 * their rate meanwhile (issue 53 item 5). Their CPU work (codes, snapshots, mails, JSON) runs in a worker thread at a
 * lower priority; a batch's time is its building there and its two statements here, since the thread, Postgres and
 * this thread share the machine's cores. A tenth: 1,000 in 3.4–4.5 s at 1.03–1.08 of quiet; a fifth gave 0.73–0.94,
 * half 0.53 (decision 036).
 */
const ISSUE_SHARE = 0.1
/** Fewer subjects than this are built here: starting the thread would cost more than it saves. */
const OFF_THREAD_FROM = 50

/** The CPU part of bulk issuing (buildIssueBatch), in its own thread, stopped when idle for a minute. */
const batchThread = new OffThread<IssueBatchJob, IssueBatch>({
  entry: {
    source: new URL('./certificates.batch-worker.ts', import.meta.url),
    bundled: new URL('./certificates-worker.js', import.meta.url),
  },
  runHere: async (job) => buildIssueBatch(job),
  idleMs: 60_000,
})

/** Starts the bulk issue's thread while the issue reads what it needs (for `subjects` subjects). */
export const warmIssueThread = (subjects: number) => {
  if (subjects >= OFF_THREAD_FROM) batchThread.warm()
}

/** Stops the bulk issue's thread (tests). */
export const stopIssueThread = () => batchThread.stop()

/** What a bulk issue tells its caller of each new certificate. */
export type IssuedCertificate = Pick<CertificateRow, 'code' | 'serial'>

/**
 * Issues certificates for many subjects in `tx` (the caller's transaction), set-based: the subjects whose
 * `sourceKey` is already issued (or repeated) are left out, the rest inserted ISSUE_BATCH rows per statement with the
 * next serials in order, in paced batches (jobs/paced-batches.ts). Same guarantees as `issueCertificate` (same lock:
 * no gaps, no twins, a key once). With `mail`, each new certificate with an e-mail queues CERTIFICATE_MAIL in the
 * same transaction. Rows and mails are built in a worker thread; no PDF is drawn (they are drawn on demand).
 * `onBatch` gets each batch's new certificates (in subject order) once written.
 */
export async function issueCertificates(
  tx: Database,
  settings: EventSettings,
  subjects: (CertificateSubject & { sourceKey: string })[],
  verifyOrigin: string,
  options: {
    mail?: boolean
    onBatch?: (issued: { certificate: IssuedCertificate; subject: CertificateSubject }[]) => void
  } = {},
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('certificates:issue'))`)
  const keys = JSON.stringify(subjects.map((s) => s.sourceKey))
  // Which are issued already, in one statement (one JSON parameter, not one per key).
  const issued = new Set(
    (
      await queryRows<{ source_key: string }>(
        tx,
        sql`select source_key from certificates where source_key in (select json_array_elements_text(${keys}::json))`,
      )
    ).map((r) => r.source_key),
  )
  // A key twice in the request (a paper named twice) is issued once.
  const fresh = subjects.filter((s) => !issued.has(s.sourceKey) && issued.add(s.sourceKey))
  if (fresh.length === 0) return 0
  const look = lookOf(settings)
  const mail = options.mail ? await mailContext(tx, [CERTIFICATE_MAIL]) : undefined
  const firstSerial = (await lastSerial(tx)) + 1
  const jobAt = (first: number): IssueBatchJob => ({
    look,
    verifyOrigin,
    firstSerial: firstSerial + first,
    subjects: fresh.slice(first, first + ISSUE_BATCH),
    mail,
  })
  const offThread = fresh.length >= OFF_THREAD_FROM
  const build = (job: IssueBatchJob) => (offThread ? batchThread.run(job) : Promise.resolve(buildIssueBatch(job)))
  // The thread's start (seconds from source under load) is no batch's time: paced, it would hold the next one 9× as long.
  if (offThread) await batchThread.ready()
  let mailed = 0
  // A batch is built (in the thread), then written, and both count as its time: built ahead, during the pause, the
  // thread and Postgres took the cores from the visitors' answers on a 2-core machine (0.77–0.92 of quiet).
  await runPacedBatches(fresh, { size: ISSUE_BATCH, share: ISSUE_SHARE }, async (batch, first) => {
    const job = jobAt(first)
    const { codes, mailCount } = await insertBatch(tx, job, await build(job), build)
    mailed += mailCount
    options.onBatch?.(
      batch.map((subject, i) => ({ certificate: { code: codes[i]!, serial: job.firstSerial + i }, subject })),
    )
  })
  // One NOTIFY for the whole issue wakes the mail workers when it commits.
  if (mail && mailed > 0) await wakeMailWorkers(tx, mail.status)
  return fresh.length
}

/**
 * Inserts one built batch (its certificates, then its mails) in a savepoint: a code already taken (or twice in the
 * batch, one chance in 10^12) rebuilds it with new codes. Answers what was inserted.
 */
async function insertBatch(
  tx: Database,
  job: IssueBatchJob,
  built: IssueBatch,
  build: (job: IssueBatchJob) => Promise<IssueBatch>,
) {
  let batch = built
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) batch = await build(job)
    try {
      await tx.transaction(async (savepoint) => {
        const inserted = await queryRows(
          savepoint,
          sql`
            insert into certificates
              (code, serial, kind, name, institution, email, paper_id, paper_title, source_key, snapshot)
            select code, serial, kind, name, institution, email, paper_id, paper_title, source_key, snapshot
            from json_to_recordset(${batch.certificates}::json) as r(code text, serial int, kind text, name text,
              institution text, email text, paper_id text, paper_title text, source_key text, snapshot jsonb)
            on conflict (source_key) do nothing
            returning serial`,
        )
        // A source key taken meanwhile is impossible under the lock: kept as the guard against a serial left unused.
        if (inserted.length !== job.subjects.length)
          throw new Error('issueCertificates: a source key was issued meanwhile')
        if (batch.mailCount > 0) await insertOutboxRows(savepoint, batch.mails)
      })
      return batch
    } catch (err) {
      if (pgErrorCode(err) !== '23505' || attempt >= 3) throw err
    }
  }
}
