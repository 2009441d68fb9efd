// Where a cached answer's cost over bare node:http lies (decision 049): the site, the bare baseline inside the site's
// own process (bench/in-process-baseline.mjs) and the usual separate baseline, measured alternately under wrk with
// CPU per answer from /proc, for the process and for its main thread. Not part of make bench: a diagnostic.
// Usage: npx tsx bench/in-process-cost.ts   (after make build)
//   BENCH_PATH=/api/speaker/all, BENCH_MODE=304 (or 200), BENCH_ROUNDS=3, BENCH_SECONDS=3
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { log, outDir } from './common'
import { BROWSER_ACCEPT_ENCODING, untilSettled } from './fast-path'
import { load, processTimes } from './load'
import { fetchRaw, freePort, startBaseline, withSeededServer } from './servers'

const PATH = process.env.BENCH_PATH ?? '/api/speaker/all'
const MODE = process.env.BENCH_MODE ?? '304'
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)

async function main() {
  const inProcessPort = await freePort()
  const fixturesFile = join(outDir, 'in-process-fixtures.json')
  process.env.IN_PROCESS_BASELINE_PORT = String(inProcessPort)
  process.env.IN_PROCESS_BASELINE_FIXTURES = fixturesFile
  const nodeArgs = process.env.BENCH_NODE_ARGS ?? ''
  process.env.BENCH_NODE_ARGS = `${nodeArgs} --import ${join(import.meta.dirname, 'in-process-baseline.mjs')}`
  await withSeededServer('in_process', async (server) => {
    process.env.BENCH_NODE_ARGS = nodeArgs
    const accept = { 'accept-encoding': BROWSER_ACCEPT_ENCODING }
    const fixture = await fetchRaw(server.url + PATH, accept)
    writeFileSync(fixturesFile, JSON.stringify({ [PATH]: fixture }))
    const separate = await startBaseline({ [PATH]: fixture })
    try {
      const headers = MODE === '304' ? { ...accept, 'if-none-match': fixture.etag } : accept
      const pid = server.proc.pid!
      const sides = [
        { name: 'site', url: server.url, pid },
        { name: 'in-process baseline', url: `http://127.0.0.1:${inProcessPort}`, pid },
        { name: 'separate baseline', url: separate.url, pid: separate.pid },
      ]
      await untilSettled(pid, log)
      for (const side of sides) await load(side.url + PATH, headers, 2, 50)
      const totals = sides.map(() => ({ answers: 0, cpuMs: 0, mainUserMs: 0, mainSysMs: 0, rps: [] as number[] }))
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 ? [2, 1, 0] : [0, 1, 2]
        for (const i of order) {
          const side = sides[i]!
          const [p0, m0] = [processTimes(side.pid), processTimes(side.pid, side.pid)]
          const result = await load(side.url + PATH, headers, SECONDS, 50)
          const [p1, m1] = [processTimes(side.pid), processTimes(side.pid, side.pid)]
          const t = totals[i]!
          t.answers += result.requests
          t.cpuMs += p1.userMs + p1.sysMs - p0.userMs - p0.sysMs
          t.mainUserMs += m1.userMs - m0.userMs
          t.mainSysMs += m1.sysMs - m0.sysMs
          t.rps.push(Math.round(result.rps))
        }
      }
      const perAnswer = (ms: number, answers: number) => (ms * 1000) / answers
      const cpu = totals.map((t) => perAnswer(t.cpuMs, t.answers))
      for (const [i, t] of totals.entries())
        console.log(
          `${sides[i]!.name}: req/s ${t.rps.join(' ')}; CPU µs per answer ${cpu[i]!.toFixed(1)} (main thread user ${perAnswer(t.mainUserMs, t.answers).toFixed(1)}, system ${perAnswer(t.mainSysMs, t.answers).toFixed(1)})`,
        )
      console.log(
        `${PATH} ${MODE}, CPU per answer: in-process baseline / site ${(cpu[1]! / cpu[0]!).toFixed(3)} (the site's own work); separate / in-process baseline ${(cpu[2]! / cpu[1]!).toFixed(3)} (what the site's process costs any listener)`,
      )
    } finally {
      separate.stop()
    }
  })
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
