// make bench, cache misses under attack (issue 21): while a steady load reads the papers list, 4 clients send a new
// query string with every request. Reported as ratios to the same load without the attack, in the same run:
// /api/healthz p99 (does the event loop stay free?) and the canonical list's throughput.
import { spawn } from 'node:child_process'
import { Agent, request } from 'node:http'
import { fileURLToPath } from 'node:url'
import { generator, type Load, load, middle } from './load'

export interface AttackFigures {
  mode: string
  healthzP99: number
  healthzSamples: number
  list: Load
  attackRequests: number
}

const ATTACKERS = 4
/** The visitors' load on the list, as in the throughput table: the attackers are 4 clients among them. */
const LIST_CONNECTIONS = 50
const ATTACK_SCRIPT = fileURLToPath(new URL('./wrk-unique-query.lua', import.meta.url))
const ACCEPT = 'gzip, deflate, br, zstd'

function get(agent: Agent, url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { agent, headers: { 'accept-encoding': ACCEPT } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', () => resolve(0))
    req.end()
  })
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN

/** Attacking clients for `seconds`: wrk (C, like the visitors' load) so the attack costs the server, not the bench. */
function wrkAttack(base: string, param: string, seconds: number, path: string, clients: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const args = [
      '-t1',
      `-c${clients}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-H',
      `Accept-Encoding: ${ACCEPT}`,
      '-s',
      ATTACK_SCRIPT,
      base,
    ]
    const proc = spawn('wrk', args, {
      env: { ...process.env, ATTACK_PARAM: param, ATTACK_PATH: path },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    proc.on('error', reject)
    proc.on('close', () => {
      const line = out.split('\n').find((l) => l.startsWith('WRK_ATTACK '))
      resolve(line ? (JSON.parse(line.slice('WRK_ATTACK '.length)) as { requests: number }).requests : 0)
    })
  })
}

interface Target {
  /** What the visitors read (a cached answer). */
  measured: string
  /** What the attackers ask, with a new query string every request. */
  attacked: string
  attackers: number
}

const LIST_TARGET: Target = { measured: '/api/papers/all', attacked: '/api/papers/all', attackers: ATTACKERS }

/** One slice: the load for `seconds`, a health probe every 20 ms, and the attackers when `attack` names a query. */
async function slice(
  base: string,
  seconds: number,
  attack?: { param: string; query: (n: number) => string },
  target: Target = LIST_TARGET,
) {
  const until = Date.now() + seconds * 1000
  const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 })
  const attackAgent = new Agent({ keepAlive: true, maxSockets: target.attackers })
  const latencies: number[] = []
  let attackRequests = 0
  let counter = 0
  const probe = (async () => {
    while (Date.now() < until) {
      const t = performance.now()
      await get(probeAgent, `${base}/api/healthz`)
      latencies.push(performance.now() - t)
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  const attackers = !attack
    ? []
    : generator === 'wrk'
      ? [
          wrkAttack(base, attack.param, seconds, target.attacked, target.attackers).then((n) => {
            attackRequests = n
          }),
        ]
      : Array.from({ length: target.attackers }, async () => {
          while (Date.now() < until) {
            await get(attackAgent, `${base}${target.attacked}?${attack.query(++counter)}`)
            attackRequests++
          }
        })
  const list = await load(`${base}${target.measured}`, { 'accept-encoding': ACCEPT }, seconds, LIST_CONNECTIONS)
  await Promise.all([probe, ...attackers])
  probeAgent.destroy()
  attackAgent.destroy()
  return { latencies, list, attackRequests }
}

export const ATTACK_MODES: { mode: string; attack?: { param: string; query: (n: number) => string } }[] = [
  { mode: 'quiet' },
  // What issue 21 describes: every request a new, unknown parameter.
  { mode: 'unique ?x=N', attack: { param: 'x', query: (n) => `x=${Date.now()}-${n}` } },
  // Harder: distinct pages the route really reads, each a different answer (and a real miss).
  { mode: 'distinct ?skip=N', attack: { param: 'skip', query: (n) => `skip=${n}` } },
]

/**
 * Issue 31: 30 clients send `/?x=N` with distinct N while visitors read a cached page: a parameter no page reads
 * must not make a render each, nor make anyone wait behind the attackers' queue.
 */
export const PAGE_ATTACK_MODES: typeof ATTACK_MODES = [
  { mode: 'quiet' },
  { mode: 'unique /?x=N', attack: { param: 'x', query: (n) => `x=${Date.now()}-${n}` } },
]
export const PAGE_TARGET: Target = { measured: '/programs/speakers', attacked: '/', attackers: 30 }

/** Two rounds of every mode, `seconds` per mode in all, the order rotated between rounds. */
export async function measureCacheAttack(
  base: string,
  seconds = 10,
  modes = ATTACK_MODES,
  target: Target = LIST_TARGET,
): Promise<AttackFigures[]> {
  await get(new Agent(), `${base}${target.measured}`) // warm the canonical entry
  await get(new Agent(), `${base}${target.attacked}`)
  const per = Math.max(1, Math.round(seconds / 2))
  const collected = new Map<string, { latencies: number[]; lists: Load[]; attackRequests: number }>()
  for (let round = 0; round < 2; round++) {
    const order = round === 0 ? modes : [...modes].reverse()
    for (const { mode, attack } of order) {
      const r = await slice(base, per, attack, target)
      const into = collected.get(mode) ?? { latencies: [], lists: [], attackRequests: 0 }
      into.latencies.push(...r.latencies)
      into.lists.push(r.list)
      into.attackRequests += r.attackRequests
      collected.set(mode, into)
    }
  }
  return modes.map(({ mode }) => {
    const c = collected.get(mode)!
    const rps = c.lists.reduce((s, l) => s + l.rps, 0) / c.lists.length
    return {
      mode,
      healthzP99: percentile(c.latencies, 0.99),
      healthzSamples: c.latencies.length,
      list: { ...c.lists[0]!, rps, p99: middle(c.lists.map((l) => l.p99)) },
      attackRequests: c.attackRequests,
    }
  })
}

// Standalone: `npx tsx bench/cache-attack.ts http://127.0.0.1:3000` against a server that is already running.
if (process.argv[1]?.endsWith('cache-attack.ts') && process.argv[2]) {
  for (const f of await measureCacheAttack(process.argv[2], Number(process.argv[3] ?? 10))) {
    console.log(
      `${f.mode}: healthz p99 ${f.healthzP99.toFixed(1)} ms (${f.healthzSamples} probes), list ${f.list.rps.toFixed(0)} req/s, attack requests ${f.attackRequests}`,
    )
  }
}
