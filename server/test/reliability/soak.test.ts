import { describe, expect, it } from 'vitest'
import { MAX_CACHED_BYTES } from '../../src/cache/response-cache'
import { inspect, loginTo, POSTGRES_URL, percentile, sleep, TEST_ADMIN, useServerProcess, warnSkip } from './helpers'

// Soak: 60 s of mixed load (list reads, contact messages, admin writes) from 20 concurrent clients on one server
// process. Zero 5xx, zero lost contact messages, and the resident memory left once the load stops is under 20% above
// the figure after the 10 s warm-up, plus what the response cache may hold by design (MAX_CACHED_BYTES).
// Timings are printed, not asserted.

if (!POSTGRES_URL) warnSkip('soak', 'The server process needs a real Postgres.')

const DURATION_MS = 60_000
const WARM_UP_MS = 10_000
/** Idle time after the load in which the retained memory is read. */
const IDLE_MS = 12_000
const CONCURRENCY = 20

type Kind = 'read' | 'read-varied' | 'contact' | 'write'

interface Result {
  kind: Kind
  status: number
  ms: number
  problem?: string
}

describe.skipIf(!POSTGRES_URL)('soak', () => {
  // --expose-gc and the preload: the idle phase collects the garbage first (below).
  const context = useServerProcess({ TRUST_PROXY: '1' }, [
    '--expose-gc',
    '--import',
    './test/reliability/gc-on-signal.ts',
  ])

  it(
    '60 s of mixed load from 20 clients: no 5xx, no lost message, memory left after it under 20% above warm-up plus the response cache bound',
    async () => {
      const { server, databaseUrl } = context
      const token = await loginTo(server.url, TEST_ADMIN, { 'x-forwarded-for': '192.0.2.250' })
      const results: Result[] = []
      const accepted: string[] = []
      const paperIds: string[] = []
      let n = 0
      const READS = [
        '/papers/all',
        '/papers/all?limit=15',
        '/recentupdate/all?limit=15',
        '/speaker/all',
        '/photogallery/all',
        '/organisingcommitee/getAllMembers',
        '/technicalcommitee/getAllMembers',
        '/internationalcommitee/getAllMembers',
      ]

      async function step(): Promise<void> {
        const i = ++n
        const roll = i % 20
        const kind: Kind = roll < 12 ? 'read' : roll < 14 ? 'read-varied' : roll < 17 ? 'contact' : 'write'
        const started = performance.now()
        let res: Response
        try {
          if (kind === 'read') {
            res = await fetch(`${server.url}/api${READS[i % READS.length]}`, {
              headers: { 'accept-encoding': i % 2 ? 'gzip' : 'br' },
              signal: AbortSignal.timeout(10_000),
            })
          } else if (kind === 'read-varied') {
            // A bounded set of pages (30 keys): every paper write invalidates them, so they keep hitting the
            // database, while the cache reaches its working size during the warm-up. (1,300 keys made the cache
            // still be filling towards its 32 MB bound at the end, which read as "growth"; the bound itself is
            // proven in cache-bound.test.ts.)
            res = await fetch(`${server.url}/api/papers/all?limit=${1 + (i % 10)}&skip=${i % 3}`, {
              signal: AbortSignal.timeout(10_000),
            })
          } else if (kind === 'contact') {
            const subject = `Soak ${i}`
            res = await fetch(`${server.url}/api/contact`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${(i >> 8) & 255}.${i & 255}` },
              body: JSON.stringify({
                name: 'Soak Tester',
                email: `soak${i}@example.org`,
                subject,
                message: `Soak message ${i}.`,
              }),
              signal: AbortSignal.timeout(10_000),
            })
            if (res.status === 201) accepted.push(subject)
          } else if (paperIds.length > 30 && i % 2) {
            const id = paperIds.shift()!
            res = await fetch(`${server.url}/api/papers/delete/${id}`, {
              method: 'DELETE',
              headers: { token },
              signal: AbortSignal.timeout(10_000),
            })
          } else {
            res = await fetch(`${server.url}/api/${i % 3 ? 'papers' : 'recentupdate'}/add`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', token },
              body: JSON.stringify(
                i % 3
                  ? { heading: `Soak paper ${i}`, authors: ['S. Oak'], content: 'Written under load.' }
                  : {
                      title: `Soak update ${i}`,
                      description: 'Written under load.',
                      link: 'https://example.org/soak',
                      eventDate: new Date().toISOString(),
                    },
              ),
              signal: AbortSignal.timeout(10_000),
            })
          }
          const verdict = await inspect(res)
          if (res.status === 201 && verdict.json?.paper?._id) paperIds.push(verdict.json.paper._id)
          const problem =
            res.status >= 300 ? `status ${res.status}: ${verdict.text.slice(0, 120)}` : verdict.problems[0]
          results.push({ kind, status: res.status, ms: performance.now() - started, problem })
        } catch (err) {
          results.push({ kind, status: 0, ms: performance.now() - started, problem: `no answer: ${String(err)}` })
        }
      }

      const rss: { at: number; kb: number }[] = []
      const started = performance.now()
      // The baseline is read as the final figure is (below): after a full collection, here at the end of warm-up.
      const warmedUp = setTimeout(() => process.kill(server.pid, 'SIGUSR2'), WARM_UP_MS)
      const sampler = setInterval(() => {
        const kb = server.rssKb()
        if (kb) rss.push({ at: performance.now() - started, kb })
      }, 1000)
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() - started < DURATION_MS) await step()
        }),
      )
      clearInterval(sampler)
      clearTimeout(warmedUp)
      const elapsed = performance.now() - started
      await sleep(200)

      const { default: postgres } = await import('postgres')
      const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
      const stored = await sql<{ subject: string }[]>`select subject from contact_messages`
      await sql.end()
      const storedSubjects = new Set(stored.map((r) => r.subject))
      const lost = accepted.filter((s) => !storedSubjects.has(s))

      // RSS saw-tooths with garbage collection: under load V8 may let it climb for most of a minute before a major
      // collection (163 → 225 → 196 MB in one run). What a leak keeps is what is left once the load stops: the lowest
      // RSS in the idle seconds after the load, against the lowest just after warm-up. Not a leak: the response
      // cache filling up to its bound with lists that grow as the soak adds papers and updates. Nor the garbage of
      // the load that V8 had not collected yet: the same code left 220–225 MB in some runs and 282–289 MB in others
      // (RSS flat through the idle seconds), so a full collection runs first (gc-on-signal.ts).
      const collections = () => (server.output().match(/\[gc-on-signal\] collection \d+ done/g) ?? []).length
      const collected = collections()
      process.kill(server.pid, 'SIGUSR2')
      for (let t = 0; t < 5000 && collections() === collected; t += 50) await sleep(50)
      // Without the collection this would measure garbage again: the warm-up's and this one must both have run.
      expect(collections(), 'full collections run by gc-on-signal.ts').toBe(collected + 1)
      expect(collected).toBe(1)
      const idle: number[] = []
      for (let t = 0; t < IDLE_MS; t += 500) {
        const kb = server.rssKb()
        if (kb) idle.push(kb)
        await sleep(500)
      }
      const baseline = Math.min(...rss.filter((s) => s.at >= WARM_UP_MS && s.at <= WARM_UP_MS + 5000).map((s) => s.kb))
      const final = Math.min(...idle)
      const peak = Math.max(...rss.filter((s) => s.at >= WARM_UP_MS).map((s) => s.kb))
      const growth = (final - baseline) / baseline
      const allowedKb = baseline * 0.2 + MAX_CACHED_BYTES / 1024
      const line = (kind: Kind) => {
        const list = results.filter((r) => r.kind === kind)
        const ms = list.map((r) => r.ms)
        return `${kind} ${list.length} (p50 ${percentile(ms, 50).toFixed(0)} / p95 ${percentile(ms, 95).toFixed(0)} / p99 ${percentile(ms, 99).toFixed(0)} ms)`
      }
      const fiveXX = results.filter((r) => r.status >= 500).length
      console.log(
        `[reliability] soak: ${results.length} requests in ${(elapsed / 1000).toFixed(1)} s (${((results.length * 1000) / elapsed).toFixed(0)} req/s) from ${CONCURRENCY} clients; 5xx: ${fiveXX}\n` +
          `  ${(['read', 'read-varied', 'contact', 'write'] as Kind[]).map(line).join('\n  ')}\n` +
          `  contact messages: ${accepted.length} accepted, ${accepted.length - lost.length} found, ${lost.length} lost\n` +
          `  server RSS: ${(rss[0]!.kb / 1024).toFixed(0)} MB at start, ${(baseline / 1024).toFixed(0)} MB after the ${WARM_UP_MS / 1000} s warm-up (lowest of 10–15 s, after a full collection), ` +
          `${(final / 1024).toFixed(0)} MB retained (lowest in the ${IDLE_MS / 1000} s idle after the load: ${(growth * 100).toFixed(1)}%), peak ${(peak / 1024).toFixed(0)} MB; allowed growth ${(allowedKb / 1024).toFixed(0)} MB (20% + the ${MAX_CACHED_BYTES / 1024 / 1024} MB response cache bound)\n` +
          `  RSS every 5 s (MB): ${rss
            .filter((_, k) => k % 5 === 4)
            .map((s) => (s.kb / 1024).toFixed(0))
            .join(' ')}`,
      )

      const problems = results.filter((r) => r.problem).map((r) => `${r.kind}: ${r.problem}`)
      expect(problems.slice(0, 10), `${problems.length} problems`).toEqual([])
      expect(fiveXX).toBe(0)
      expect(accepted.length).toBeGreaterThan(50)
      expect(lost).toEqual([])
      expect(final - baseline, 'retained growth (kB) beyond 20% plus the response cache bound').toBeLessThan(allowedKb)
      expect(server.child.exitCode).toBeNull()
    },
    DURATION_MS + IDLE_MS + 60_000,
  )
})
