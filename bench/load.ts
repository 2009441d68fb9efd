// Load generation for make bench: wrk when it is installed (C, two threads: it receives GB/s over loopback),
// autocannon otherwise (JavaScript: it tops out near 80 MB/s here, so large bodies measure the generator, not
// the server). The site and the baseline are measured in alternating rounds, so that a machine whose speed drifts
// (a shared VM) slows both sides alike instead of whichever happened to run second.
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

export interface Load {
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
    rps: mean((l) => l.rps),
    p50: middle(rounds.map((l) => l.p50)),
    p99: middle(rounds.map((l) => l.p99)),
    bytesPerSecond: mean((l) => l.bytesPerSecond),
    errors: rounds.reduce((s, l) => s + l.errors, 0),
    unexpected: rounds.reduce((s, l) => s + l.unexpected, 0),
  }
}

/**
 * Site against baseline: a short warm-up of each (JIT, connection set-up), then `rounds` alternating slices
 * of `seconds / rounds` each, the order swapped every round.
 */
export async function compare(
  siteUrl: string,
  baselineUrl: string,
  headers: Record<string, string>,
  options: { seconds: number; rounds: number; connections: number },
): Promise<{ site: Load; base: Load }> {
  const slice = Math.max(1, Math.round(options.seconds / options.rounds))
  await load(siteUrl, headers, 2, options.connections)
  await load(baselineUrl, headers, 2, options.connections)
  const site: Load[] = []
  const base: Load[] = []
  for (let i = 0; i < options.rounds; i++) {
    const order: [string, Load[]][] = [
      [siteUrl, site],
      [baselineUrl, base],
    ]
    if (i % 2 === 1) order.reverse()
    for (const [url, into] of order) into.push(await load(url, headers, slice, options.connections))
  }
  return { site: combine(site), base: combine(base) }
}
