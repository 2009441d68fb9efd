// Issue 35 item 3's floor: the same page with every script removed. A proxy in front of the site that strips
// <script> elements and module preloads from HTML and passes everything else through unchanged, so Lighthouse
// measures the first paint the server's HTML and CSS alone can give.
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel=["']?modulepreload["']?[^>]*>/gi, '')
}

export async function startNoJsProxy(target: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const upstream = new URL(target)
  const server: Server = createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host }
    // HTML is rewritten, so it is asked for uncompressed; other resources pass through as the browser asked.
    const isPage = (req.headers.accept ?? '').includes('text/html')
    if (isPage) {
      headers['accept-encoding'] = 'identity'
      delete headers['if-none-match']
    }
    const out = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (up) => {
        const type = String(up.headers['content-type'] ?? '')
        if (!type.startsWith('text/html')) {
          res.writeHead(up.statusCode ?? 502, up.headers)
          up.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        up.on('data', (c: Buffer) => chunks.push(c))
        up.on('end', () => {
          const body = Buffer.from(stripScripts(Buffer.concat(chunks).toString('utf8')))
          const h = { ...up.headers, 'content-length': String(body.length) }
          delete h['content-encoding']
          delete h.etag
          res.writeHead(up.statusCode ?? 502, h)
          res.end(body)
        })
      },
    )
    out.on('error', () => {
      res.writeHead(502).end()
    })
    req.pipe(out)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}
