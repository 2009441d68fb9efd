// Load generation for make bench: wrk when it is installed (C, two threads: it receives GB/s over loopback),
// autocannon otherwise (JavaScript: it tops out near 80 MB/s here, so large bodies measure the generator, not
// the server). The site and the baseline are measured in alternating rounds, so that a machine whose speed drifts
// (a shared VM) slows both sides alike instead of whichever happened to run second.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

export interface Load {
  /** Answers received (over every round). */
  requests: number
  rps: number
  /** Milliseconds. */
  p50: number
  p99: number
  /** Bytes per second received by the load generator. */
  bytesPerSecond: number
  /** Socket errors and timeouts. */
  errors: number
  /** Answers with a status other than the expected (2xx, or 304 for conditional requests). */
  unexpected: number
}

export type Generator = 'wrk' | 'autocannon'

export const generator: Generator =
  process.env.BENCH_LOAD_GENERATOR === 'autocannon' || spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk'

const WRK_SCRIPT = fileURLToPath(new URL('./wrk-report.lua', import.meta.url))

function runWrk(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<Load> {
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', WRK_SCRIPT]
  // wrk adds its own `Host` unless a header is named exactly so: a `host` would go out second, and Node keeps the
  // first Host header (the archive's rows once measured the live site that way).
  for (const [name, value] of Object.entries(headers))
    args.push('-H', `${name.toLowerCase() === 'host' ? 'Host' : name}: ${value}`)
  args.push(url)
  return new Promise((resolve, reject) => {
    const proc = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    proc.on('error', reject)
    proc.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('WRK_JSON '))
      if (code !== 0 || !line) return reject(new Error(`wrk exited with ${code}: ${out}`))
      const r = JSON.parse(line.slice('WRK_JSON '.length)) as Record<string, number>
      const seconds = r.durationUs! / 1e6
      resolve({
        requests: r.requests!,
        rps: r.requests! / seconds,
        p50: r.p50Us! / 1000,
        p99: r.p99Us! / 1000,
        bytesPerSecond: r.bytes! / seconds,
        errors: r.socketErrors!,
        unexpected: r.statusErrors!,
      })
    })
  })
}

async function runAutocannon(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<Load> {
  const r = await autocannon({ url, connections, duration: seconds, headers })
  const expected = headers['if-none-match'] ? r['3xx'] : r['2xx']
  return {
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytesPerSecond: r.throughput.average,
    errors: r.errors + r.timeouts,
    unexpected: r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'] - expected,
  }
}

export function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<Load> {
  return generator === 'wrk'
    ? runWrk(url, headers, seconds, connections)
    : runAutocannon(url, headers, seconds, connections)
}

/** The middle value (the upper one of an even count). */
export const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** One side's rounds as one figure: requests and bytes over the whole time, latencies the median round's. */
function combine(rounds: Load[]): Load {
  const mean = (f: (l: Load) => number) => rounds.reduce((s, l) => s + f(l), 0) / rounds.length
  return {
    requests: rounds.reduce((s, l) => s + l.requests, 0),
    rps: mean((l) => l.rps),
    p50: middle(rounds.map((l) => l.p50)),
    p99: middle(rounds.map((l) => l.p99)),
    bytesPerSecond: mean((l) => l.bytesPerSecond),
    errors: rounds.reduce((s, l) => s + l.errors, 0),
    unexpected: rounds.reduce((s, l) => s + l.unexpected, 0),
  }
}

/** What /proc says a process has used so far: user and system CPU (ms; 100 ticks a second) and minor page faults. */
export interface ProcessTimes {
  userMs: number
  sysMs: number
  minorFaults: number
}

/** ProcessTimes of `pid` now (Linux), or of its thread `thread` (its main thread: `pid` again); NaN fields elsewhere. */
export function processTimes(pid: number, thread?: number): ProcessTimes {
  try {
    const stat = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { userMs: Number(fields[11]) * 10, sysMs: Number(fields[12]) * 10, minorFaults: Number(fields[7]) }
  } catch {
    return { userMs: Number.NaN, sysMs: Number.NaN, minorFaults: Number.NaN }
  }
}

/** Per answer: CPU in µs (user + system), the system part of it, and minor page faults. */
export interface CostPerAnswer {
  cpuUs: number
  sysUs: number
  minorFaults: number
}

export interface Comparison {
  site: Load
  base: Load
  /** CPU per answer of each process over the measured rounds (µs, user + system), when `pids` were given. */
  siteCpuUs?: number
  baseCpuUs?: number
  /**
   * The same with its system part and minor page faults: a server whose answers cost far more than usual in one run
   * (it happens here: 28 µs for a 304 that costs 15 in the next run) shows whether the kernel took the difference.
   */
  siteCost?: CostPerAnswer
  baseCost?: CostPerAnswer
  /** Answers the site gave to the load generator, warm-up included (what its log and metrics must count). */
  siteAnswers: number
  /** Site/baseline req/s of each round (its two adjacent slices): how much the machine moved during the comparison. */
  roundRatios: number[]
}

const costPerAnswer = (t: ProcessTimes, answers: number): CostPerAnswer => ({
  cpuUs: ((t.userMs + t.sysMs) * 1000) / answers,
  sysUs: (t.sysMs * 1000) / answers,
  minorFaults: t.minorFaults / answers,
})

/**
 * Site against baseline: a short warm-up of each (JIT, connection set-up), then `rounds` alternating slices
 * of `seconds / rounds` each, the order swapped every round. With `pids`, the CPU time each process used in its
 * slices is read from /proc too: on a shared machine whose other work takes cores away, requests per second swing
 * with it, while the CPU each answer costs stays put.
 */
export async function compare(
  siteUrl: string,
  baselineUrl: string,
  headers: Record<string, string>,
  options: { seconds: number; rounds: number; connections: number; pids?: { site: number; base: number } },
): Promise<Comparison> {
  const slice = Math.max(1, Math.round(options.seconds / options.rounds))
  const warm = await load(siteUrl, headers, 2, options.connections)
  await load(baselineUrl, headers, 2, options.connections)
  const site: Load[] = []
  const base: Load[] = []
  const used = { site: { userMs: 0, sysMs: 0, minorFaults: 0 }, base: { userMs: 0, sysMs: 0, minorFaults: 0 } }
  for (let i = 0; i < options.rounds; i++) {
    const order: [string, Load[], 'site' | 'base'][] = [
      [siteUrl, site, 'site'],
      [baselineUrl, base, 'base'],
    ]
    if (i % 2 === 1) order.reverse()
    for (const [url, into, side] of order) {
      const pid = options.pids?.[side]
      const before = pid === undefined ? undefined : processTimes(pid)
      into.push(await load(url, headers, slice, options.connections))
      if (pid !== undefined && before !== undefined) {
        const after = processTimes(pid)
        used[side].userMs += after.userMs - before.userMs
        used[side].sysMs += after.sysMs - before.sysMs
        used[side].minorFaults += after.minorFaults - before.minorFaults
      }
    }
  }
  const s = combine(site)
  const b = combine(base)
  const roundRatios = site.map((l, i) => l.rps / base[i]!.rps)
  const siteCost = costPerAnswer(used.site, s.requests)
  const baseCost = costPerAnswer(used.base, b.requests)
  return {
    roundRatios,
    site: s,
    base: b,
    ...(options.pids ? { siteCpuUs: siteCost.cpuUs, baseCpuUs: baseCost.cpuUs, siteCost, baseCost } : {}),
    siteAnswers: warm.requests + s.requests,
  }
}
