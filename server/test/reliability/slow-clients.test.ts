import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app'
import { createSiteServer, DEFAULT_SERVER_LIMITS, type ServerLimits } from '../../src/site-server'
import { useTestApp } from '../context'

// Slow clients cannot hold the site: headers must arrive within ~10 s, a request's body within its deadline (the
// image upload's is longer), and only so many sockets may be open. Normal visitors keep being answered meanwhile.
const ctx = useTestApp()
const servers: Server[] = []

async function startServer(limits: Partial<ServerLimits> = {}): Promise<number> {
  const { app } = createApp({ database: ctx.db.handle, responseCache: ctx.cache })
  const server = await createSiteServer({ app, responseCache: ctx.cache, limits })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return (server.address() as AddressInfo).port
}

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.on('error', reject)
  })
}

/** Resolves with what the server sent and the milliseconds until it closed the socket. */
function untilClosed(socket: Socket, started: number): Promise<{ ms: number; received: string }> {
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
  return new Promise((resolve) => socket.on('close', () => resolve({ ms: Date.now() - started, received })))
}

describe('server deadlines and connection cap', () => {
  let port = 0
  beforeAll(async () => {
    port = await startServer()
  })

  it('has the documented defaults', () => {
    expect(DEFAULT_SERVER_LIMITS.headersTimeoutMs).toBe(10_000)
    expect(DEFAULT_SERVER_LIMITS.requestTimeoutMs).toBe(30_000)
    expect(DEFAULT_SERVER_LIMITS.uploadTimeoutMs).toBeGreaterThan(DEFAULT_SERVER_LIMITS.requestTimeoutMs)
  })

  it('cuts a socket that sends its headers byte by byte in under 15 s, while normal requests keep answering', async () => {
    const started = Date.now()
    const slow = await open(port)
    const closed = untilClosed(slow, started)
    const header = `GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(200)}`
    let i = 0
    const drip = setInterval(() => {
      if (slow.destroyed || i >= header.length) return clearInterval(drip)
      slow.write(header[i++]!)
    }, 100)
    let answered = 0
    let failed = 0
    const visitor = (async () => {
      // A visitor every 500 ms until the slow socket is cut (bounded: at most 40 requests).
      for (let n = 0; n < 40 && !slow.destroyed; n++) {
        const res = await fetch(`http://127.0.0.1:${port}/api/healthz`).catch(() => undefined)
        if (res?.status === 200) answered++
        else failed++
        await res?.arrayBuffer()
        await new Promise((r) => setTimeout(r, 500))
      }
    })()
    const { ms, received } = await closed
    clearInterval(drip)
    await visitor
    console.log(
      `[reliability] slow headers: socket cut after ${ms} ms (${i} bytes sent); visitors meanwhile ${answered} answered, ${failed} failed`,
    )
    expect(ms).toBeLessThan(15_000)
    expect(received).not.toMatch(/^HTTP\/1\.1 200/)
    expect(answered).toBeGreaterThan(5)
    expect(failed).toBe(0)
  }, 30_000)

  it('answers 408 and closes when a body arrives too slowly; the image upload gets its longer deadline', async () => {
    const quick = await startServer({ headersTimeoutMs: 1000, requestTimeoutMs: 1500, uploadTimeoutMs: 4000 })
    const token = await ctx.login()
    const dripBody = async (path: string, headers: string, start: string) => {
      const started = Date.now()
      const socket = await open(quick)
      const closed = untilClosed(socket, started)
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 50000\r\n${headers}\r\n${start}`)
      const drip = setInterval(() => (socket.destroyed ? clearInterval(drip) : socket.write('x')), 200)
      const result = await closed
      clearInterval(drip)
      return result
    }
    const [contact, upload] = await Promise.all([
      dripBody('/api/contact', 'Content-Type: application/json\r\n', '{"a":"'),
      dripBody(
        '/api/user/image',
        `token: ${token}\r\nContent-Type: multipart/form-data; boundary=b0\r\n`,
        '--b0\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
    ])
    console.log(
      `[reliability] slow bodies: contact cut after ${contact.ms} ms, upload after ${upload.ms} ms (${upload.received.split('\r\n')[0]})`,
    )
    expect(contact.received).toMatch(/^HTTP\/1\.1 408/)
    expect(contact.received).toMatch(/took too long/)
    expect(contact.ms).toBeLessThan(3500)
    expect(upload.ms).toBeGreaterThanOrEqual(3500)
    expect(upload.ms).toBeLessThan(15_000)
  }, 30_000)

  it('closes sockets beyond MAX_CONNECTIONS and serves again once one is free', async () => {
    const capped = await startServer({ maxConnections: 3 })
    const held = await Promise.all([open(capped), open(capped), open(capped)])
    // Let the server accept the three before the fourth arrives.
    await new Promise((r) => setTimeout(r, 100))
    const started = Date.now()
    const extra = await open(capped)
    const { ms } = await untilClosed(extra, started)
    expect(ms).toBeLessThan(2000)
    held[0]!.destroy()
    await new Promise((r) => setTimeout(r, 100))
    const res = await fetch(`http://127.0.0.1:${capped}/api/healthz`)
    expect(res.status).toBe(200)
    for (const socket of held) socket.destroy()
  }, 20_000)
})
