import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_CACHED_BYTES } from '../../src/cache/response-cache'
import {
  freePort,
  inspect,
  loginTo,
  POSTGRES_URL,
  percentile,
  sleep,
  TEST_ADMIN,
  useServerProcess,
  warnSkip,
} from './helpers'

// Soak: 60 s of mixed load (list reads, contact messages, admin writes) from 20 concurrent clients on one server
// process. Zero 5xx, zero lost contact messages, and the memory still alive once the load stops (after a full
// collection), less what the response cache holds at each reading, is under 20% above the figure after the 10 s
// warm-up. Resident memory is printed and bounded loosely; timings are printed, not asserted.

if (!POSTGRES_URL) warnSkip('soak', 'The server process needs a real Postgres.')

const DURATION_MS = 60_000
const WARM_UP_MS = 10_000
/** Idle time after the load in which the retained memory is read. */
const IDLE_MS = 12_000
/** Time after the load before the live memory is read. */
const SETTLE_MS = 3_000
const CONCURRENCY = 20

type Kind = 'read' | 'read-varied' | 'contact' | 'write'

interface Result {
  kind: Kind
  status: number
  ms: number
  problem?: string
}

describe.skipIf(!POSTGRES_URL)('soak', () => {
  // The metrics port tells what the response cache holds at each reading (icnari_response_cache_bytes). The hook is
  // registered before useServerProcess's, so the port is set when the server starts.
  const env: Record<string, string> = { TRUST_PROXY: '1' }
  beforeAll(async () => {
    env.METRICS_PORT = String(await freePort())
  })
  // --expose-gc and the preload: the idle phase collects the garbage first (below).
  const context = useServerProcess(env, ['--expose-gc', '--import', './test/reliability/gc-on-signal.ts'])

  it(
    '60 s of mixed load from 20 clients: no 5xx, no lost message, live memory beside the response cache left after it under 20% above warm-up',
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

      const cachedKb = async () => {
        const text = await (await fetch(`http://127.0.0.1:${env.METRICS_PORT}/metrics`)).text()
        return Number(/^icnari_response_cache_bytes (\d+)/m.exec(text)?.[1]) / 1024
      }
      const rss: { at: number; kb: number }[] = []
      const started = performance.now()
      // The baseline is read as the final figure is (below): after a full collection, here at the end of warm-up.
      let cachedAtWarmUp: Promise<number> | undefined
      const warmedUp = setTimeout(() => {
        process.kill(server.pid, 'SIGUSR2')
        cachedAtWarmUp = cachedKb()
      }, WARM_UP_MS)
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

      // What a leak keeps is what is still alive once the load stops: V8's heap in use plus memory held outside it,
      // read by gc-on-signal.ts after a full collection, at the end of warm-up and again in the idle after the load.
      // Not a leak: the response cache filling (up to its bound) with lists that grow as the soak adds papers, so
      // what it holds at each reading is taken off.
      // Resident memory (RSS) is no measure of that: after the same collection it kept 203-211 MB of 272 MB when the
      // soak ran alone, but grew 94 MB over its warm-up figure when three other test files loaded the machine (a red
      // clean-clone run): pages V8 and the allocator had not handed back yet. So RSS gets loose bounds only: at most
      // double the warm-up figure, and no more in the idle than the load's own peak plus 50%. On Node 22 the full
      // collection itself left RSS above the load's peak (235 MB after warm-up, 379 MB peak, 413 MB in the idle, live
      // memory 73 -> 69 MB: a red clean-clone run; 263 MB peak and 317 MB idle in the next), over the 60% bound
      // this test had before.
      // The server finishes what the load left queued (log lines, background writes) before it is read.
      await sleep(SETTLE_MS)
      const gcLines = () => [...server.output().matchAll(/\[gc-on-signal\] collection \d+ done live=(\d+)kB/g)]
      const collected = gcLines().length
      process.kill(server.pid, 'SIGUSR2')
      for (let t = 0; t < 5000 && gcLines().length === collected; t += 50) await sleep(50)
      // Without the collection this would measure garbage again: the warm-up's and this one must both have run.
      expect(gcLines().length, 'full collections run by gc-on-signal.ts').toBe(collected + 1)
      expect(collected).toBe(1)
      const [liveAfterWarmUp, liveAfterLoad] = gcLines().map((m) => Number(m[1]))
      const cachedAfterWarmUp = await cachedAtWarmUp!
      const cachedAfterLoad = await cachedKb()
      const leftAfterWarmUp = liveAfterWarmUp! - cachedAfterWarmUp
      const leftAfterLoad = liveAfterLoad! - cachedAfterLoad
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
      const cacheKb = MAX_CACHED_BYTES / 1024
      const allowedLiveKb = leftAfterWarmUp * 0.2
      const allowedRssKb = baseline + cacheKb
      const allowedIdleRssKb = peak * 1.5 + cacheKb
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
          `  live memory after a full collection: ${(liveAfterWarmUp! / 1024).toFixed(1)} MB after the ${WARM_UP_MS / 1000} s warm-up (${(cachedAfterWarmUp / 1024).toFixed(1)} MB of it cached responses), ` +
          `${(liveAfterLoad! / 1024).toFixed(1)} MB after the load (${(cachedAfterLoad / 1024).toFixed(1)} MB cached); beside the cache ${(leftAfterWarmUp / 1024).toFixed(1)} -> ${(leftAfterLoad / 1024).toFixed(1)} MB, allowed growth ${(allowedLiveKb / 1024).toFixed(1)} MB (20%)\n` +
          `  server RSS: ${(rss[0]!.kb / 1024).toFixed(0)} MB at start, ${(baseline / 1024).toFixed(0)} MB after the warm-up (lowest of 10–15 s), ` +
          `${(final / 1024).toFixed(0)} MB retained (lowest in the ${IDLE_MS / 1000} s idle after the load: ${(growth * 100).toFixed(1)}%), peak ${(peak / 1024).toFixed(0)} MB; allowed growth ${(allowedRssKb / 1024).toFixed(0)} MB (100% + the cache bound), at most ${(allowedIdleRssKb / 1024).toFixed(0)} MB (the peak + 50% + the cache bound)\n` +
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
      expect(cachedAfterLoad, 'the response cache within its bound (kB)').toBeLessThanOrEqual(cacheKb)
      expect(
        leftAfterLoad - leftAfterWarmUp,
        'live memory beside the response cache: growth (kB) beyond 20%',
      ).toBeLessThan(allowedLiveKb)
      expect(final - baseline, 'resident growth (kB) beyond 100% plus the response cache bound').toBeLessThan(
        allowedRssKb,
      )
      expect(
        final,
        'resident memory (kB) in the idle beyond the peak under load plus 50% and the cache bound',
      ).toBeLessThan(allowedIdleRssKb)
      expect(server.child.exitCode).toBeNull()
    },
    DURATION_MS + SETTLE_MS + IDLE_MS + 60_000,
  )
})
