import { connect, type Socket } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSiteServer } from '../src/site-server'
import { useTestApp } from './context'
import { useSiteServer } from './site-server'

// An early refusal (413, 415, 400, 401 answered before the body has arrived) must not break the connection for the
// client's next request: the server either reads the rest of the body and keeps the connection, or says
// `Connection: close` and closes it (so the client knows to open a new one). Raw HTTP/1.1 on one socket.

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

/** One keep-alive connection that reads answers one after another. */
class Connection {
  private buffer = Buffer.alloc(0)
  private waiters: (() => void)[] = []
  closed = false
  readonly socket: Socket
  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1')
    this.socket.on('data', (d: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, d])
      this.wake()
    })
    this.socket.on('error', () => {})
    this.socket.on('close', () => {
      this.closed = true
      this.wake()
    })
  }
  private wake() {
    for (const w of this.waiters.splice(0)) w()
  }
  private async more(deadline: number) {
    if (this.closed) throw new Error('connection closed before a complete answer')
    const left = deadline - Date.now()
    if (left <= 0) throw new Error('no complete answer within 10 s')
    await new Promise<void>((resolve) => {
      this.waiters.push(resolve)
      setTimeout(resolve, left).unref()
    })
  }
  /** Writes a request; the body is written in pieces as the socket accepts them (errors ignored: early close). */
  send(head: string, body?: Buffer) {
    this.socket.write(head)
    if (!body) return
    let offset = 0
    const pump = () => {
      while (offset < body.length && !this.socket.destroyed) {
        const piece = body.subarray(offset, offset + 64 * 1024)
        offset += piece.length
        if (!this.socket.write(piece)) return void this.socket.once('drain', pump)
      }
    }
    pump()
  }
  async answer(): Promise<Answer> {
    const deadline = Date.now() + 10_000
    while (this.buffer.indexOf('\r\n\r\n') < 0) await this.more(deadline)
    const end = this.buffer.indexOf('\r\n\r\n')
    const [statusLine, ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n')
    const headers: Record<string, string> = {}
    for (const line of lines) {
      const i = line.indexOf(':')
      headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
    }
    const length = Number(headers['content-length'] ?? 0)
    if (headers['transfer-encoding']) throw new Error('chunked answers are not expected here')
    while (this.buffer.length < end + 4 + length) await this.more(deadline)
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8')
    this.buffer = this.buffer.subarray(end + 4 + length)
    return { status: Number(statusLine!.split(' ')[1]), headers, body }
  }
  async waitClosed(ms = 10_000) {
    const deadline = Date.now() + ms
    while (!this.closed && Date.now() < deadline) await this.more(deadline).catch(() => {})
    return this.closed
  }
}

const ctx = useTestApp()
const site = useSiteServer(() => createSiteServer({ app: ctx.app, responseCache: ctx.cache, hostname: '127.0.0.1' }))
let token: string
beforeAll(async () => {
  token = await ctx.login()
})

const bigJson = (bytes: number) =>
  Buffer.from(JSON.stringify({ heading: 'x'.repeat(bytes), authors: ['A'], content: 'c' }))
const post = (path: string, headers: Record<string, string>, length: number | 'chunked') =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('') +
  (length === 'chunked' ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`) +
  '\r\n'
const GET_HEALTH = 'GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'

/** After a refusal: the next request on the same connection is answered, or the server said close and closed. */
async function expectNextRequestServed(conn: Connection, refusal: Answer) {
  if (refusal.headers.connection?.toLowerCase() === 'close') {
    expect(await conn.waitClosed()).toBe(true)
    const fresh = new Connection(site.port)
    fresh.send(GET_HEALTH)
    expect((await fresh.answer()).status).toBe(200)
    fresh.socket.destroy()
    return 'closed'
  }
  conn.send(GET_HEALTH)
  const next = await conn.answer()
  expect(next.status).toBe(200)
  conn.socket.destroy()
  return 'kept'
}

describe('refusals before the body has arrived keep the next request on the connection working', () => {
  it('413: a 2 MB JSON body to /api/papers/add with the token', async () => {
    const conn = new Connection(site.port)
    const body = bigJson(2 * 1024 * 1024)
    conn.send(post('/api/papers/add', { 'Content-Type': 'application/json', token }, body.length), body)
    const refusal = await conn.answer()
    expect(refusal.status).toBe(413)
    await expectNextRequestServed(conn, refusal)
  })

  it('413: a chunked body that grows past the limit', async () => {
    const conn = new Connection(site.port)
    const json = bigJson(1024 * 1024)
    const chunked = Buffer.concat([Buffer.from(`${json.length.toString(16)}\r\n`), json, Buffer.from('\r\n0\r\n\r\n')])
    conn.send(post('/api/papers/add', { 'Content-Type': 'application/json', token }, 'chunked'), chunked)
    const refusal = await conn.answer()
    expect(refusal.status).toBe(413)
    await expectNextRequestServed(conn, refusal)
  })

  it('415: a 200 KB body that is not JSON', async () => {
    const conn = new Connection(site.port)
    const body = Buffer.alloc(200 * 1024, 'a')
    conn.send(post('/api/papers/add', { 'Content-Type': 'text/plain', token }, body.length), body)
    const refusal = await conn.answer()
    expect(refusal.status).toBe(415)
    await expectNextRequestServed(conn, refusal)
  })

  it('401: a 200 KB body without a token', async () => {
    const conn = new Connection(site.port)
    const body = bigJson(200 * 1024)
    conn.send(post('/api/papers/add', { 'Content-Type': 'application/json' }, body.length), body)
    const refusal = await conn.answer()
    expect(refusal.status).toBe(401)
    await expectNextRequestServed(conn, refusal)
  })

  it('400: a malformed image upload whose 5 MB body is still arriving', async () => {
    const conn = new Connection(site.port)
    const body = Buffer.alloc(5 * 1024 * 1024, 'z')
    conn.send(post('/api/user/image', { 'Content-Type': 'multipart/form-data', token }, body.length), body)
    const refusal = await conn.answer()
    expect(refusal.status).toBeGreaterThanOrEqual(400)
    expect(refusal.status).toBeLessThan(500)
    await expectNextRequestServed(conn, refusal)
  })
})

describe("Node's fetch (keep-alive pool) after refusals", () => {
  it('20 rounds of a refused 2 MB body then a read: every request gets its answer', async () => {
    const body = bigJson(2 * 1024 * 1024)
    const failures: string[] = []
    const statuses = new Set<number>()
    for (let i = 0; i < 20; i++) {
      for (const send of [
        () =>
          fetch(`http://127.0.0.1:${site.port}/api/papers/add`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', token },
            body,
          }),
        () => fetch(`http://127.0.0.1:${site.port}/api/healthz`),
      ]) {
        try {
          const res = await send()
          await res.arrayBuffer()
          statuses.add(res.status)
        } catch (err) {
          failures.push(String((err as Error & { cause?: { code?: string } }).cause?.code ?? err))
        }
      }
    }
    expect(failures).toEqual([])
    expect([...statuses].sort()).toEqual([200, 413])
  })
})
