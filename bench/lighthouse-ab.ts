// Lighthouse A/B of two client builds, served by this checkout's server (CLIENT_DIST) on one seeded database, with
// the runs alternating on each route: how issue 34's drop was bisected (docs/decisions/019). Each dist needs its
// dist-server beside it (a build of another commit: git worktree add, npm run build in its client folder).
// Usage: DIST_A=<path>/dist DIST_B=client/dist RUNS=3 ROUTES=/programs/speakers,/ [CPU_SLOWDOWN=15] npx tsx bench/lighthouse-ab.ts
import { resolve } from 'node:path'
import { median } from './common'
import { lighthouse } from './lighthouse'
import { startServer, withSeededDatabase } from './servers'

if (!process.env.DIST_A || !process.env.DIST_B) throw new Error('set DIST_A and DIST_B to two client dist folders')
const RUNS = Number(process.env.RUNS ?? 3)
// CPU_SLOWDOWN=15: make bench's calibrated phone (its log prints the factor); unset, Lighthouse's default 4.
const CPU_SLOWDOWN = process.env.CPU_SLOWDOWN ? Number(process.env.CPU_SLOWDOWN) : undefined
const ROUTES = (process.env.ROUTES ?? '/programs/speakers').split(',')

await withSeededDatabase('ab', async (dbUrl) => {
  const a = await startServer({ DATABASE_URL: dbUrl, CLIENT_DIST: resolve(process.env.DIST_A!) })
  const b = await startServer({ DATABASE_URL: dbUrl, CLIENT_DIST: resolve(process.env.DIST_B!) })
  try {
    for (const route of ROUTES) {
      const res: Record<string, { perf: number[]; tbt: number[]; lcp: number[] }> = {
        A: { perf: [], tbt: [], lcp: [] },
        B: { perf: [], tbt: [], lcp: [] },
      }
      for (let i = 0; i < RUNS; i++) {
        for (const [k, s] of [
          ['A', a],
          ['B', b],
        ] as const) {
          try {
            const r = await lighthouse(s.url + route, CPU_SLOWDOWN)
            res[k]!.perf.push(r.performance)
            res[k]!.tbt.push(Math.round(r.tbt))
            res[k]!.lcp.push(Math.round(r.lcp))
          } catch (e) {
            console.log(k, 'failed', String(e))
          }
        }
      }
      for (const k of ['A', 'B'])
        console.log(
          `${route} ${k}: perf ${res[k]!.perf.join(',')} (median ${median(res[k]!.perf)}); TBT ${res[k]!.tbt.join(',')} (median ${median(res[k]!.tbt)}); LCP ${res[k]!.lcp.join(',')} (median ${median(res[k]!.lcp)})`,
        )
    }
  } finally {
    await a.stop()
    await b.stop()
  }
})
