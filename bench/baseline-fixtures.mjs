// The bare baseline's answers (bench/baseline-server.mjs, and bench/in-process-baseline.mjs inside the site's process):
// the same bytes from memory, 304 to a matching ETag, with the site's own headers when the fixture carries them
// (bench/servers.ts fetchRaw copies them from the site's answers).
//   fixtures: { "<path>": { "body": base64, "etag": "...", "type": "...", "encoding"?: "br" | "gzip",
//                           "headers"?: [name, value, …], "notModifiedHeaders"?: [name, value, …] } }
import { readFileSync } from 'node:fs'

/** The fixtures of `file`, each with its body decoded and its 200 and 304 header pairs. */
export function readFixtures(file) {
  return Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, f]) => {
      const body = Buffer.from(f.body, 'base64')
      const plain = ['Content-Type', f.type, 'Content-Length', String(body.length), 'ETag', f.etag]
      if (f.encoding) plain.push('Content-Encoding', f.encoding)
      return [path, { ...f, body, ok: f.headers ?? plain, notModified: f.notModifiedHeaders ?? ['ETag', f.etag] }]
    }),
  )
}

/** Answers `req` from `fixtures` (readFixtures): 404 for any other path. */
export function answerFixture(fixtures, req, res) {
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
}
