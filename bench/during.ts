// A cached answer's throughput while a piece of work runs, against the same answer with nothing running, in the
// same load: one wrk (or autocannon) run keeps the cached list busy throughout, and the server's own request
// counter (GET /metrics, http_requests_total) is read at the edges of a quiet window, of the work, and of a second
// quiet window. The ratio is the answers per second during the work over those of the two quiet windows: the
// generator and the machine are the same on both sides, only the work differs.
import { type ChildProcess, spawn } from 'node:child_process'
import autocannon from 'autocannon'
import { sleep } from './common'
import { generator } from './load'
import { requestsCounted, type Server } from './servers'

/** The cached list the issues' "site's cached answers" are measured on (as bench/mail.ts does). */
export const CACHED_LIST = '/api/papers/all'
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const CONNECTIONS = 50
/** Seconds of each quiet window (before and after the work), and of warming up before the first. */
const QUIET_SECONDS = 5
const WARM_SECONDS = 2

export interface During<T> {
  result: T
  /** How long the work took, in milliseconds. */
  workMs: number
  quietRps: number
  duringRps: number
  ratio: number
}

/** Starts the load generator with no end; the returned function stops it. */
function startLoad(url: string): () => Promise<void> {
  if (generator === 'wrk') {
    const args = ['-t2', `-c${CONNECTIONS}`, '-d3600s', '--timeout', '5s']
    for (const [name, value] of Object.entries(BROWSER_HEADERS)) args.push('-H', `${name}: ${value}`)
    const proc: ChildProcess = spawn('wrk', [...args, url], { stdio: 'ignore' })
    return () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve()
        proc.once('exit', () => resolve())
        proc.kill('SIGINT')
      })
  }
  // autocannon's promise is also its running instance, which stops on stop() (its README).
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: 3600,
    headers: BROWSER_HEADERS,
  }) as unknown as {
    stop: () => void
  }
  return async () => {
    instance.stop()
  }
}

/** Runs `work` while the cached list is under load; see the file's comment for what is compared. */
export async function whileLoaded<T>(server: Server, work: () => Promise<T>): Promise<During<T>> {
  const url = `${server.url}${CACHED_LIST}`
  await (await fetch(url, { headers: BROWSER_HEADERS })).arrayBuffer() // cached from now on
  const stop = startLoad(url)
  try {
    await sleep(WARM_SECONDS * 1000)
    const mark = async () => ({ at: performance.now(), count: await requestsCounted(server.metricsUrl) })
    const q0 = await mark()
    await sleep(QUIET_SECONDS * 1000)
    const q1 = await mark()
    const t0 = performance.now()
    const result = await work()
    const workMs = performance.now() - t0
    const w1 = await mark()
    await sleep(QUIET_SECONDS * 1000)
    const q2 = await mark()
    const rate = (a: { at: number; count: number }, b: { at: number; count: number }) =>
      ((b.count - a.count) / (b.at - a.at)) * 1000
    const quietRps = (rate(q0, q1) + rate(w1, q2)) / 2
    const duringRps = rate(q1, w1)
    return { result, workMs, quietRps, duringRps, ratio: duringRps / quietRps }
  } finally {
    await stop()
  }
}

export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
}
