// Preload for bench/in-process-cost.ts: the bare baseline of bench/baseline-server.mjs, started inside the site's own
// process on IN_PROCESS_BASELINE_PORT, so the site's per-request work can be told from what its process costs (a
// larger heap, the whole app loaded). Reads its fixtures (IN_PROCESS_BASELINE_FIXTURES) at the first request.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const port = process.env.IN_PROCESS_BASELINE_PORT
if (port && process.argv[1]?.endsWith('index.js')) {
  let fixtures
  const read = () =>
    Object.fromEntries(
      Object.entries(JSON.parse(readFileSync(process.env.IN_PROCESS_BASELINE_FIXTURES, 'utf8'))).map(([path, f]) => [
        path,
        { ...f, body: Buffer.from(f.body, 'base64'), notModified: f.notModifiedHeaders ?? ['ETag', f.etag] },
      ]),
    )
  createServer((req, res) => {
    fixtures ??= read()
    const f = fixtures[req.url]
    if (!f) return void res.writeHead(404).end()
    if (req.headers['if-none-match'] === f.etag) return void res.writeHead(304, f.notModified).end()
    res.writeHead(200, f.headers).end(f.body)
  }).listen(Number(port), '127.0.0.1')
}
