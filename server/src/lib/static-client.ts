import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib'
import type { Context } from 'hono'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.xml'])

interface Asset {
  body: Uint8Array
  gzip?: Uint8Array
  br?: Uint8Array
  type: string
  etag: string
  immutable: boolean
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

/**
 * Serves the built web client from memory: every file is read (and pre-compressed) once at start,
 * hashed assets get a year-long immutable cache, and any other GET falls back to index.html for client routes.
 */
export function createStaticClient(distDir: string) {
  if (!existsSync(join(distDir, 'index.html'))) return undefined
  const assets = new Map<string, Asset>()
  for (const file of walk(distDir)) {
    const urlPath = '/' + relative(distDir, file).split(sep).join('/')
    const ext = extname(file).toLowerCase()
    const body = readFileSync(file)
    const compress = COMPRESSIBLE.has(ext) && body.length > 512
    assets.set(urlPath, {
      body,
      gzip: compress ? gzipSync(body, { level: 9 }) : undefined,
      br: compress ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : undefined,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${body.length.toString(16)}-${statSync(file).mtimeMs.toString(16)}"`,
      immutable: urlPath.startsWith('/assets/'),
    })
  }
  const index = assets.get('/index.html')!

  return (c: Context) => {
    let path: string
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      path = '/'
    }
    const asset = assets.get(path) ?? (extname(path) && !path.endsWith('.html') ? undefined : index)
    if (!asset) return c.json({ message: 'Not found.' }, 404)
    const headers: Record<string, string> = {
      'Content-Type': asset.type,
      ETag: asset.etag,
      Vary: 'Accept-Encoding',
      'Cache-Control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    }
    if (c.req.header('if-none-match') === asset.etag) return c.body(null, 304, headers)
    const accept = c.req.header('accept-encoding') ?? ''
    let body = asset.body
    if (asset.br && /\bbr\b/.test(accept)) {
      body = asset.br
      headers['Content-Encoding'] = 'br'
    } else if (asset.gzip && /\bgzip\b/.test(accept)) {
      body = asset.gzip
      headers['Content-Encoding'] = 'gzip'
    }
    if (c.req.method === 'HEAD') return c.body(null, 200, headers)
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers)
  }
}
