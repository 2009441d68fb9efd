import { randomUUID } from 'node:crypto'
import { max } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ProgrammeSnapshot } from '../../../../common/programme'
import { capturedLogger } from '../../../test/captured-logs'
import { requestVia, TEST_PASSWORD_HASHING, useTestApp } from '../../../test/context'
import { createApp } from '../../app'
import { programmeVersions } from '../../db/schema'
import { MAX_EXPORT_BYTES } from './programme.export-handlers'
import { publishedSession } from './programme.fixtures'

// Issue 50 item 3: one mistyped year (a session on 0207-03-05) made every anonymous frab export walk every day
// from then to 2026 with every room (138 MB, 17 s, 1.5 GB). Times lie near the conference now, the exports list
// only days that matter, and an export answer is bounded, refused with a logged error beyond.

const ctx = useTestApp({ publicUrl: 'https://icnari2026.example.org' })
const log = capturedLogger('error')
let request: ReturnType<typeof requestVia>
let token = ''
beforeAll(async () => {
  // The site as it runs: errors go to its logger (read here), not to the console.
  const { app } = createApp({
    database: ctx.db.handle,
    responseCache: ctx.cache,
    publicUrl: 'https://icnari2026.example.org',
    passwordHashing: TEST_PASSWORD_HASHING,
    logger: log.logger,
  })
  request = requestVia(app)
  token = await ctx.login()
})

const session = publishedSession

/** A version written as the publish step writes one (its data may predate today's checks). */
async function publish(snapshot: ProgrammeSnapshot): Promise<void> {
  const db = ctx.db.handle.db
  const [row] = await db.select({ n: max(programmeVersions.number) }).from(programmeVersions)
  const number = (row?.n ?? 0) + 1
  await db.insert(programmeVersions).values({ number, note: '', changes: [], snapshot })
  await ctx.cache.invalidate('programme')
}

describe('times near the conference (2026-03-06 to 2026-03-08)', () => {
  const create = (start: string, end: string) =>
    request('/programme/sessions', { method: 'POST', json: { kind: 'talk', title: 'Talk', start, end }, token })

  it('refuses a session starting on 0207-03-05 (a mistyped year) with 400 naming the field', async () => {
    const res = await create('0207-03-05T10:00:00+05:30', '2026-03-05T11:00:00+05:30')
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.issues).toEqual([
      {
        path: 'start',
        message:
          "Start must lie within 30 days of the conference's days (2026-03-06 to 2026-03-08), so between 2026-02-04 and 2026-04-07: 0207-03-05 is not (a mistyped year?).",
      },
    ])
    // The end too, and on a change as on a creation.
    const far = await create('2026-03-06T10:00:00+05:30', '2027-03-06T11:00:00+05:30')
    expect((await far.json()).issues.map((i: { path: string }) => i.path)).toEqual(['end'])
    const ok = await create('2026-02-04T09:00:00+05:30', '2026-02-04T10:00:00+05:30')
    expect(ok.status).toBe(201)
    const { session: created } = await ok.json()
    const moved = await request(`/programme/sessions/${created._id}`, {
      method: 'PUT',
      json: { start: '2016-03-06T10:00:00+05:30', end: '2016-03-06T11:00:00+05:30' },
      token,
    })
    expect(moved.status).toBe(400)
    expect((await moved.json()).issues.map((i: { path: string }) => i.path)).toEqual(['start', 'end'])
    // The last allowed day, in India time.
    expect((await create('2026-04-07T22:00:00+05:30', '2026-04-07T23:59:00+05:30')).status).toBe(201)
  })

  it('the frab exports list the conference’s days and each day with a session, never the days between', async () => {
    await publish({
      rooms: [{ _id: randomUUID(), name: 'Seminar Hall 1', capacity: 120, onlineUrl: null, position: 1 }],
      sessions: [
        // Published before times were checked: a year typed as 2016.
        session({ number: 1, slug: 'typo', start: '2016-03-06T10:00:00+05:30', end: '2016-03-06T11:00:00+05:30' }),
        session({ number: 2, slug: 'opening', start: '2026-03-06T10:00:00+05:30', end: '2026-03-06T11:00:00+05:30' }),
      ],
    })
    const expected = ['2016-03-06', '2026-03-06', '2026-03-07', '2026-03-08']
    const json = await request('/programme/schedule.json')
    expect(json.status).toBe(200)
    const { schedule } = await json.json()
    expect(schedule.conference.days.map((d: { date: string }) => d.date)).toEqual(expected)
    const xml = await (await request('/programme/schedule.xml')).text()
    expect([...xml.matchAll(/<day index="\d+" date="([\d-]+)"/g)].map((m) => m[1])).toEqual(expected)
  })

  it('an export over 20 MB is refused, with the error logged', async () => {
    // A programme no form can make today (descriptions are capped), but one a restore or an old version can hold.
    const description = 'x'.repeat(MAX_EXPORT_BYTES / 2 + 1024)
    await publish({
      rooms: [],
      sessions: [1, 2].map((n) =>
        session({
          number: n,
          slug: `long-${n}`,
          description,
          start: '2026-03-06T10:00:00+05:30',
          end: '2026-03-06T11:00:00+05:30',
        }),
      ),
    })
    for (const path of ['/programme/schedule.xml', '/programme/schedule.json', '/programme/calendar.ics']) {
      const res = await request(path)
      expect(res.status, path).toBe(500)
      expect(Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength)).toBeLessThan(1000)
      const logged = log.records().filter((r) => r.level === 'error' && r.path === `/api${path}`)
      expect(logged, path).toHaveLength(1)
      expect(logged[0]!.err.message).toMatch(/MB, over its 20 MB bound: not sent\./)
    }
  }, 60_000)
})
