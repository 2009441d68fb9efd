// After `vite build`: writes .gz and .br next to every compressible file in dist/, so the server serves them
// as they are instead of compressing at start-up or on first request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = process.argv[2] ?? 'dist'
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.xml'])
const walk = (dir) =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]))
let count = 0
for (const file of walk(dist)) {
  if (!COMPRESSIBLE.has(extname(file))) continue
  const body = readFileSync(file)
  if (body.length <= 512) continue
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  count++
}
console.log(`precompressed ${count} files in ${dist}`)
