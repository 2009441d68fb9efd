// The baseline: a bare node:http server answering the same bytes from memory (and 304 to a matching ETag).
// Usage: node baseline-server.mjs <port> <fixtures.json>
//   fixtures: { "<path>": { "body": base64, "etag": "...", "type": "...", "encoding"?: "br" | "gzip" } }
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port, file] = process.argv.slice(2)
const fixtures = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, f]) => [
    path,
    { ...f, body: Buffer.from(f.body, 'base64') },
  ]),
)
createServer((req, res) => {
  const f = fixtures[req.url]
  if (!f) {
    res.writeHead(404).end()
    return
  }
  if (req.headers['if-none-match'] === f.etag) {
    res.writeHead(304, { ETag: f.etag }).end()
    return
  }
  const headers = { 'Content-Type': f.type, 'Content-Length': f.body.length, ETag: f.etag }
  if (f.encoding) headers['Content-Encoding'] = f.encoding
  res.writeHead(200, headers).end(f.body)
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'))
