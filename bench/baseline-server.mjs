// The baseline: a bare node:http server answering the same bytes from memory (and 304 to a matching ETag), with the
// site's own headers when the fixture carries them (bench/servers.ts fetchRaw copies them from the site's answers).
// Usage: node baseline-server.mjs <port> <fixtures.json>
//   fixtures: { "<path>": { "body": base64, "etag": "...", "type": "...", "encoding"?: "br" | "gzip",
//                           "headers"?: [name, value, …], "notModifiedHeaders"?: [name, value, …] } }
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port, file] = process.argv.slice(2)
const fixtures = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, f]) => {
    const body = Buffer.from(f.body, 'base64')
    const plain = ['Content-Type', f.type, 'Content-Length', String(body.length), 'ETag', f.etag]
    if (f.encoding) plain.push('Content-Encoding', f.encoding)
    return [path, { ...f, body, ok: f.headers ?? plain, notModified: f.notModifiedHeaders ?? ['ETag', f.etag] }]
  }),
)
createServer((req, res) => {
  const f = fixtures[req.url]
  if (!f) {
    res.writeHead(404).end()
    return
  }
  if (req.headers['if-none-match'] === f.etag) {
    res.writeHead(304, f.notModified).end()
    return
  }
  res.writeHead(200, f.ok).end(f.body)
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'))
