import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasHeaderBlock, headerBlocksWritten, withHeaderBlock } from '../src/lib/header-block'
import { createLogger } from '../src/lib/logger'
import { ObservedResponse, observeRequests } from '../src/lib/observability'

// Prebuilt header blocks (lib/header-block.ts) stand in for Node's writeHead on cached answers: what goes on the wire
// must be byte for byte what Node itself writes for the same pairs, in every connection state. Two servers answer
// the same raw requests: Node's own path (the pairs and the request id given to writeHead), and the site's
// observed responses with the pairs' block. A Node upgrade that changes its header text fails here.

const BODY = Buffer.from('{"speakers":[]}')
const PAIRS = [
  'X-Content-Type-Options',
  'nosniff',
  'Content-Type',
  'application/json; charset=utf-8',
  'ETag',
  '"v1"',
  'Cache-Control',
  'public, no-cache',
  'Vary',
  'Accept-Encoding, Origin',
]
const ok = () => [...PAIRS, 'Content-Length', String(BODY.length)]
const notModified = () => PAIRS.filter((_, i) => i < 6 || i >= 8)

function answer(req: IncomingMessage, res: ServerResponse, pairs: { ok: string[]; notModified: string[] }) {
  if (req.headers['if-none-match'] === '"v1"') res.writeHead(304, pairs.notModified).end()
  else res.writeHead(200, pairs.ok).end(BODY)
}

const plainPairs = () => ({
  ok: [...ok(), 'X-Request-Id', 'req-1'],
  notModified: [...notModified(), 'X-Request-Id', 'req-1'],
})
const blockPairs = { ok: withHeaderBlock(ok()), notModified: withHeaderBlock(notModified()) }

let nodeServer: Server
let siteServer: Server
const ports: Record<'node' | 'site', number> = { node: 0, site: 0 }

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as { port: number }).port
}

beforeAll(async () => {
  nodeServer = createServer((req, res) => answer(req, res, plainPairs()))
  const listener: RequestListener = (req, res) => answer(req, res, blockPairs)
  const logger = createLogger({ level: 'silent' })
  siteServer = createServer({ ServerResponse: ObservedResponse }, observeRequests(listener, { logger }))
  ports.node = await listen(nodeServer)
  ports.site = await listen(siteServer)
})

afterAll(async () => {
  for (const server of [nodeServer, siteServer]) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** Sends `raw` on a new connection and returns all the bytes answered until the server closes it or `ms` pass. */
function exchange(port: number, raw: string, ms = 300): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw))
    const chunks: Buffer[] = []
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      // Node's Date changes with the second; the rest must not change at all.
      resolve(
        Buffer.concat(chunks)
          .toString('latin1')
          .replace(/\r\nDate: [^\r]+/g, '\r\nDate: (now)'),
      )
    }
    const timer = setTimeout(finish, ms)
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('end', finish)
    socket.on('error', reject)
  })
}

const request = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`
const ID = 'X-Request-Id: req-1'

const CASES: Record<string, string> = {
  'HTTP/1.1 200, kept alive': request(['GET /list HTTP/1.1', 'Host: a', ID]),
  'HTTP/1.1 304, kept alive': request(['GET /list HTTP/1.1', 'Host: a', ID, 'If-None-Match: "v1"']),
  'HTTP/1.1 with Connection: close': request(['GET /list HTTP/1.1', 'Host: a', ID, 'Connection: close']),
  'HTTP/1.1 304 with Connection: close': request([
    'GET /list HTTP/1.1',
    'Host: a',
    ID,
    'If-None-Match: "v1"',
    'Connection: close',
  ]),
  'HTTP/1.0': request(['GET /list HTTP/1.0', 'Host: a', ID]),
  'HTTP/1.0 304': request(['GET /list HTTP/1.0', 'Host: a', ID, 'If-None-Match: "v1"']),
  'HTTP/1.0 asking to keep alive': request(['GET /list HTTP/1.0', 'Host: a', ID, 'Connection: keep-alive']),
  HEAD: request(['HEAD /list HTTP/1.1', 'Host: a', ID]),
  'two pipelined requests': request(['GET /list HTTP/1.1', 'Host: a', ID]).repeat(2),
}

describe('answers written from a prebuilt header block', () => {
  for (const [name, raw] of Object.entries(CASES)) {
    it(`are what Node writes: ${name}`, async () => {
      const [fromNode, fromSite] = await Promise.all([exchange(ports.node, raw), exchange(ports.site, raw)])
      expect(fromNode).toMatch(/^HTTP\/1\.1 (200|304) /)
      expect(fromSite).toBe(fromNode)
    })
  }

  it('are used for kept-alive answers, and Node writes the others', async () => {
    const before = headerBlocksWritten()
    await exchange(ports.site, CASES['HTTP/1.1 200, kept alive']!)
    await exchange(ports.site, CASES['HTTP/1.1 304, kept alive']!)
    expect(headerBlocksWritten() - before).toBe(2)
    await exchange(ports.site, CASES['HTTP/1.1 with Connection: close']!)
    await exchange(ports.site, CASES['HTTP/1.0']!)
    expect(headerBlocksWritten() - before).toBe(2)
  })

  it('follow the server: a limit of requests per connection closes it as Node does', async () => {
    nodeServer.maxRequestsPerSocket = 1
    siteServer.maxRequestsPerSocket = 1
    try {
      const raw = CASES['two pipelined requests']!
      const [fromNode, fromSite] = await Promise.all([exchange(ports.node, raw), exchange(ports.site, raw)])
      expect(fromNode).toContain('Connection: close')
      expect(fromSite).toBe(fromNode)
    } finally {
      nodeServer.maxRequestsPerSocket = 0
      siteServer.maxRequestsPerSocket = 0
    }
  })

  it('write pairs appended after a block as Node writes them, and refuse what Node refuses', async () => {
    // What a listener may append to a cached answer's pairs for one answer, as the observer appends X-Request-Id.
    const EXTRA: Record<string, string> = {
      '/tab-latin1': 'a\tb \u00e9',
      '/newline': 'a\nb',
      '/snowman': 'snow \u2603',
    }
    const refused: Record<'node' | 'site', Record<string, string | undefined>> = { node: {}, site: {} }
    const write = (side: 'node' | 'site', req: IncomingMessage, res: ServerResponse, pairs: string[]) => {
      try {
        res.writeHead(200, pairs).end(BODY)
      } catch (err) {
        refused[side][req.url!] = (err as NodeJS.ErrnoException).code
        res.writeHead(500, ['Content-Length', '0']).end()
      }
    }
    const node = createServer((req, res) =>
      write('node', req, res, [...ok(), 'X-Extra', EXTRA[req.url!]!, 'X-Request-Id', 'req-1']),
    )
    const block = withHeaderBlock(ok())
    const site = createServer(
      { ServerResponse: ObservedResponse },
      observeRequests(
        (req, res) => {
          const length = block.length
          block.push('X-Extra', EXTRA[req.url!]!)
          try {
            write('site', req, res, block)
          } finally {
            block.length = length
          }
        },
        { logger: createLogger({ level: 'silent' }) },
      ),
    )
    const port = { node: await listen(node), site: await listen(site) }
    try {
      for (const path of Object.keys(EXTRA)) {
        const raw = request([`GET ${path} HTTP/1.1`, 'Host: a', ID])
        const [fromNode, fromSite] = await Promise.all([exchange(port.node, raw), exchange(port.site, raw)])
        // What each side answers after refusing the pairs is its own (the site's 500 has a request id too).
        if (path === '/tab-latin1') {
          expect(fromSite).toContain('X-Extra: a\tb \u00e9\r\nX-Request-Id: req-1\r\n')
          expect(fromSite).toBe(fromNode)
        }
      }
      expect(refused.node).toEqual({ '/newline': 'ERR_INVALID_CHAR', '/snowman': 'ERR_INVALID_CHAR' })
      expect(refused.site).toEqual(refused.node)
    } finally {
      for (const server of [node, site]) {
        server.closeAllConnections()
        await new Promise((resolve) => server.close(resolve))
      }
    }
  })

  it('leave pairs Node acts on to Node (Content-Disposition, Connection)', () => {
    // No block: writeHead treats them as it treats any pairs.
    expect(hasHeaderBlock(withHeaderBlock(['Content-Disposition', 'attachment; filename="programme.ics"']))).toBe(false)
    expect(hasHeaderBlock(withHeaderBlock(['Connection', 'close']))).toBe(false)
    expect(hasHeaderBlock(blockPairs.ok)).toBe(true)
  })

  it('refuse pairs Node would refuse, when they are stored rather than on every answer', () => {
    expect(() => withHeaderBlock(['X-Bad', 'line\r\nbreak'])).toThrow()
    expect(() => withHeaderBlock(['Bad Name', 'x'])).toThrow()
  })
})
