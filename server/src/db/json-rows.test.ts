import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../test/database'
import { rowsOf } from './client'
import { insertJsonRows, jsonParam } from './json-rows'
import { mailOutbox, statementLines } from './schema'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(() => db?.dispose())

describe('rows as one jsonb parameter', () => {
  it('inserts what drizzle would: arrays, jsonb, enums, nulls and quotes, with defaults for columns no row names', async () => {
    const returned = rowsOf<{ id: string; checksum: string }>(
      await db.handle.db.execute(
        insertJsonRows(
          statementLines,
          [
            {
              checksum: 'a',
              date: '2026-02-01',
              narration: 'UPI/CR/412345678901/O\'Brien "Ravi"/SBIN',
              amountMinor: 750000,
              utrCandidates: ['412345678901', 'SBIN0123456789AB'],
              state: 'unmatched',
            },
            {
              checksum: 'b',
              date: '2026-02-02',
              narration: '₹ मुद्रा',
              amountMinor: 1,
              utrCandidates: [],
              state: 'unmatched',
            },
          ],
          sql.raw('id, checksum'),
        ),
      ),
    )
    expect(returned.map((r) => r.checksum)).toEqual(['a', 'b'])
    const [a] = await db.handle.db.select().from(statementLines).where(eq(statementLines.checksum, 'a'))
    expect(a).toMatchObject({
      id: returned[0]!.id,
      narration: 'UPI/CR/412345678901/O\'Brien "Ravi"/SBIN',
      amountMinor: 750000,
      utrCandidates: ['412345678901', 'SBIN0123456789AB'],
      reference: '', // the column's default
      registrationId: null,
    })
    expect(a!.importedAt).toBeInstanceOf(Date)

    const id = '7f0c2d3e-1a2b-4c5d-8e9f-0a1b2c3d4e5f'
    await db.handle.db.execute(
      insertJsonRows(mailOutbox, [
        {
          id,
          to: 'a@example.org',
          replyTo: null,
          subject: 'S',
          text: 'T',
          html: null,
          inlineImages: [{ cid: 'qr', qr: 'https://example.org/check-in/x' }],
          template: 'test',
          status: 'withheld',
          messageId: `<${id}@example.org>`,
          nextAttemptAt: new Date('2026-03-06T04:30:00Z'),
        },
      ]),
    )
    const [mail] = await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
    expect(mail).toMatchObject({
      status: 'withheld',
      replyTo: null,
      inlineImages: [{ cid: 'qr', qr: 'https://example.org/check-in/x' }],
      attempts: 0,
      attemptLog: [],
      nextAttemptAt: new Date('2026-03-06T04:30:00Z'),
    })
  })

  it('refuses a key that is no column of the table, before anything reaches the database', () => {
    expect(() => insertJsonRows(statementLines, [{ nope: 1 } as never])).toThrow(/statement_lines has no column "nope"/)
  })

  it('jsonParam carries records for jsonb_to_recordset', async () => {
    const rows = rowsOf<{ n: number; s: string }>(
      await db.handle.db.execute(
        sql`select n, s from jsonb_to_recordset(${jsonParam([
          { n: 1, s: 'x' },
          { n: 2, s: "it's" },
        ])}) as v(n int, s text)`,
      ),
    )
    expect(rows).toEqual([
      { n: 1, s: 'x' },
      { n: 2, s: "it's" },
    ])
  })
})
