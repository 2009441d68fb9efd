import { Agent, get as httpGet } from 'node:http'
import type { Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { useSiteServer } from '../../test/site-server'
import { createSiteServer } from '../site-server'

// A client that sends one request at a time over kept-alive connections never sees a reset (issue 31, finding 7;
// decision 014), even when the process was busy for longer than the keep-alive timeout: in a test file the server
// and its client share one event loop, and in-process PGlite can hold it for seconds, as it did in cache-keys.test.ts.
// No database: a one-route Hono app behind the site's server, on 127.0.0.1.

/** The test's keep-alive timeout (5 s in production); Node enforces it plus a 1 s buffer of its own (Node 20.20, 22). */
const KEEP_ALIVE_MS = 150
/** Past the timeout Node really enforces, whether or not it adds that buffer. */
const PAST_ENFORCED_MS = KEEP_ALIVE_MS + 1100

const site = useSiteServer(async () => {
  const app = new Hono().get('/n/:i', (c) => c.text(c.req.param('i')))
  return createSiteServer({ app, limits: { keepAliveTimeoutMs: KEEP_ALIVE_MS } })
})

/**
 * One connection at a time, reused for as long as the server keeps it open: what browsers do (they ignore the
 * `Keep-Alive: timeout=` hint), and what Node's own agent does within the hint. Node's agent would refuse to reuse
 * a connection whose hint is under 2 s, so this one keeps every socket the server did not close.
 */
class ReusingAgent extends Agent {
  constructor() {
    super({ keepAlive: true, maxSockets: 1 })
  }
  override keepSocketAlive(socket: Socket): boolean {
    socket.setKeepAlive(true, 1000)
    socket.unref()
    return true
  }
}

/** Busy for `ms` without yielding: what a long synchronous or microtask-only stretch (PGlite's WASM) does. */
function blockEventLoop(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {}
}

type Pause = { kind: 'idle' | 'blocked'; ms: number }
/** Before every 100th request, in turn: a client idle within the keep-alive, then the loop blocked around it. */
const PAUSES: Pause[] = [
  { kind: 'idle', ms: KEEP_ALIVE_MS - 50 },
  { kind: 'blocked', ms: KEEP_ALIVE_MS - 50 },
  { kind: 'blocked', ms: KEEP_ALIVE_MS + 50 },
  { kind: 'blocked', ms: PAST_ENFORCED_MS },
]

function get(url: string, agent: Agent, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; reused: boolean }>((resolve, reject) => {
    const req = httpGet(url, { agent, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode!, body, reused: req.reusedSocket }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

describe('keep-alive: no reset for a client that sends one request at a time', () => {
  it('2,000 sequential requests with idle and blocked pauses around the keep-alive timeout: no reset', async () => {
    const agent = new ReusingAgent()
    const failures: string[] = []
    let answered = 0
    let reused = 0
    const reusedAfterPause: string[] = []
    const started = Date.now()
    try {
      for (let i = 0; i < 2000; i++) {
        const pause = i % 100 === 99 ? PAUSES[Math.floor(i / 100) % PAUSES.length] : undefined
        if (pause?.kind === 'idle') await sleep(pause.ms)
        if (pause?.kind === 'blocked') blockEventLoop(pause.ms)
        // Every 250th request asks the server to close after answering: the next one opens a new connection.
        const headers: Record<string, string> = i % 250 === 249 ? { connection: 'close' } : {}
        try {
          const res = await get(`${site.base}/n/${i}`, agent, headers)
          if (res.status !== 200 || res.body !== String(i)) failures.push(`#${i}: ${res.status} ${res.body}`)
          else answered++
          if (res.reused) reused++
          if (pause && res.reused) reusedAfterPause.push(`${pause.kind} ${pause.ms}`)
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code ?? String(err)
          failures.push(`#${i}${pause ? ` after ${pause.kind} ${pause.ms} ms` : ''}: ${code}`)
        }
      }
    } finally {
      agent.destroy()
    }
    expect(failures).toEqual([])
    expect(answered).toBe(2000)
    // Keep-alive was really used: every request but the first of each connection went over a kept socket, the
    // ones after a pause included (so each pause did test a connection the server might have closed).
    expect(reused).toBe(2000 - 8)
    expect(reusedAfterPause).toHaveLength(20)
    expect(Date.now() - started).toBeLessThan(25_000)
  }, 30_000)

  it('a connection left idle is still closed after the keep-alive timeout', async () => {
    const agent = new ReusingAgent()
    try {
      expect((await get(`${site.base}/n/1`, agent)).status).toBe(200)
      const connections = () =>
        new Promise<number>((resolve, reject) =>
          site.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
        )
      expect(await connections()).toBe(1)
      const deadline = Date.now() + PAST_ENFORCED_MS + 1000
      while ((await connections()) > 0 && Date.now() < deadline) await sleep(50)
      expect(await connections()).toBe(0)
    } finally {
      agent.destroy()
    }
  })
})
