import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/database'
import { certificates, mailOutbox } from '../../db/schema'
import { addMailTemplates } from '../../mail/templates'
import type { EventSettings } from '../settings/settings.schemas'
import { ISSUE_BATCH, issueCertificate, issueCertificates, stopIssueThread } from './certificates.issue'
import { CERTIFICATE_TEMPLATES } from './certificates.mail-templates'

// Bulk issuing (issue 53 items 4 and 5) across several paced batches: every subject once, serials in order with no
// gap after those already issued, and the caller told of each batch as it is written; rows and mails built in the
// issue's worker thread.
let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(async () => {
  await stopIssueThread()
  await db?.dispose()
})

const settings = {
  conference: {
    name: 'International Conference on Testing',
    shortName: 'ICT 2027',
    startDate: '2027-02-10',
    endDate: '2027-02-11',
    venue: 'Hall A',
    mode: 'hybrid',
  },
} as unknown as EventSettings

const subject = (n: number) => ({
  kind: 'participation' as const,
  name: `Person ${n}`,
  email: `p${n}@example.org`,
  sourceKey: `bulk:${n}`,
})

describe('issueCertificates', () => {
  it('issues many in batches: each key once, serials following on, each batch handed over before the next', async () => {
    const tx = db.handle.db
    const before = await issueCertificate(tx, settings, subject(0), 'https://ict.example.org')
    expect(before.certificate.serial).toBe(1)
    const count = ISSUE_BATCH * 2 + 5
    // Subject 0 is already issued, and subject 7 is asked for twice.
    const subjects = [subject(7), ...Array.from({ length: count }, (_, i) => subject(i))]
    const batches: number[] = []
    const handed: string[] = []
    const issued = await issueCertificates(tx, settings, subjects, 'https://ict.example.org', {
      onBatch: (batch) => {
        batches.push(batch.length)
        for (const { certificate, subject } of batch) {
          expect(certificate.code).toMatch(/^[0-9A-Z]{10}$/)
          handed.push(subject.name)
        }
      },
    })
    expect(issued).toBe(count - 1)
    expect(batches).toEqual([ISSUE_BATCH, ISSUE_BATCH, count - 1 - 2 * ISSUE_BATCH])
    expect(new Set(handed).size).toBe(count - 1)
    expect(handed).not.toContain('Person 0')
    const rows = await tx
      .select({ serial: certificates.serial, code: certificates.code, snapshot: certificates.snapshot })
      .from(certificates)
      .orderBy(asc(certificates.serial))
    expect(rows.map((r) => r.serial)).toEqual(Array.from({ length: count }, (_, i) => i + 1))
    expect(new Set(rows.map((r) => r.code)).size).toBe(count)
    const last = rows.at(-1)!
    expect((last.snapshot as { verifyUrl: string }).verifyUrl).toBe(`https://ict.example.org/verify/${last.code}`)
    // Asked again: nothing new.
    expect(await issueCertificates(tx, settings, subjects, 'https://ict.example.org')).toBe(0)
    // Paced to a tenth of the wall time, in a thread at a lower priority: ~4 s alone, several times that when the
    // whole suite shares the cores.
  }, 90_000)

  it('queues a mail with its link for each new certificate, in the same transaction', async () => {
    addMailTemplates(CERTIFICATE_TEMPLATES)
    const tx = db.handle.db
    const people = Array.from({ length: 60 }, (_, i) => ({ ...subject(1000 + i), kind: 'presentation' as const }))
    people[3] = { ...people[3]!, email: '' }
    const handed: { code: string; email?: string | null }[] = []
    const issued = await issueCertificates(tx, settings, people, 'https://ict.example.org/', {
      mail: true,
      onBatch: (batch) => handed.push(...batch.map(({ certificate, subject }) => ({ ...certificate, ...subject }))),
    })
    expect(issued).toBe(60)
    const mails = await tx
      .select({ to: mailOutbox.to, text: mailOutbox.text, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'certificate-issued'))
    expect(mails).toHaveLength(59)
    const p7 = handed.find((h) => h.email === 'p1007@example.org')!
    const mail = mails.find((m) => m.to === 'p1007@example.org')!
    expect(mail.text).toContain(`https://ict.example.org/verify/${p7.code}`)
    expect(mail.text).toContain('certificate of presentation')
    expect(mail.status).toBe('withheld')
    const [row] = await tx.select().from(certificates).where(eq(certificates.code, p7.code))
    expect(row).toMatchObject({ kind: 'presentation', name: 'Person 1007', email: 'p1007@example.org', paperId: null })
    expect(row!.snapshot).toMatchObject({
      verifyUrl: `https://ict.example.org/verify/${p7.code}`,
      title: 'Certificate',
    })
  })
})
