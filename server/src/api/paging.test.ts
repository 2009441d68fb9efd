import { asc, count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/context'
import { recentUpdates } from '../db/schema'
import { inOneSnapshot, selectPage } from './paging'

// A page and its count must agree: an admin list that says "1 failed" above no rows is wrong even for a moment.

const ctx = useTestApp()
const countUpdates = async (db = ctx.db.handle.db) => (await db.select({ n: count() }).from(recentUpdates))[0]!.n
const update = (title: string) => ({ title, description: 'd', eventDate: new Date('2026-03-06T00:00:00Z') })

describe('reading a page in one snapshot', () => {
  it('does not see a write that commits between its reads, and the write is kept', async () => {
    const db = ctx.db.handle.db
    await db.insert(recentUpdates).values(update('first'))
    let write: Promise<unknown> | undefined
    const seen = await inOneSnapshot(db, async (tx) => {
      const before = await countUpdates(tx)
      write = db.insert(recentUpdates).values(update('second')).execute()
      // On Postgres the write commits now, on another connection; PGlite runs it once the snapshot is done.
      await Promise.race([write, new Promise((r) => setTimeout(r, 200))])
      return [before, await countUpdates(tx)]
    })
    await write
    expect(seen).toEqual([1, 1])
    expect(await countUpdates()).toBe(2)
  })

  it('reads in the transaction it is given, not in a savepoint of it', async () => {
    const given = await inOneSnapshot(ctx.db.handle.db, async (tx) => {
      const inner = await inOneSnapshot(tx, async (same) => same)
      return inner === tx
    })
    expect(given).toBe(true)
  })

  it('answers the matching rows of the page and how many match in all', async () => {
    const db = ctx.db.handle.db
    const { rows, total } = await selectPage(db, recentUpdates, [], 1, 5)
    expect(total).toBe(2)
    expect(rows).toHaveLength(1)
  })

  it('reads only the columns it is asked for, and still counts every match', async () => {
    const db = ctx.db.handle.db
    const { rows, total } = await selectPage(db, recentUpdates, [asc(recentUpdates.title)], 0, 1, undefined, ['title'])
    expect(rows).toEqual([{ title: 'first' }])
    expect(total).toBe(2)
  })
})
