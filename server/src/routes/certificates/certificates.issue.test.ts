import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/database'
import { certificates } from '../../db/schema'
import type { EventSettings } from '../settings/settings.schemas'
import { ISSUE_BATCH, issueCertificate, issueCertificates } from './certificates.issue'

// Bulk issuing (issue 53 items 4 and 5) across several paced batches: every subject once, serials in order with no
// gap after those already issued, and the caller told of each batch as it is written.
let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(() => db?.dispose())

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
    const issued = await issueCertificates(tx, settings, subjects, 'https://ict.example.org', async (batch) => {
      batches.push(batch.length)
      for (const { certificate, subject } of batch) {
        expect(certificate.code).toMatch(/^[0-9A-Z]{10}$/)
        handed.push(subject.name)
      }
    })
    expect(issued).toBe(count - 1)
    expect(batches).toEqual([ISSUE_BATCH - 2, ISSUE_BATCH, 6])
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
    expect(await issueCertificates(tx, settings, subjects, 'https://ict.example.org', async () => {})).toBe(0)
  })
})
