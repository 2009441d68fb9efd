import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import type { Context } from 'hono'
import { pickEncoding } from '../http/content-negotiation'
import { contentTypeOf } from '../http/content-types'

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.xml'])

interface Asset {
  body: Uint8Array
  gzip?: Uint8Array
  br?: Uint8Array
  type: string
  etag: string
  immutable: boolean
  /** Compressible, but no pre-compressed variants were shipped: make them on first request. */
  compressLater?: boolean
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

/**
 * Serves the built web client from memory: every file is read (and pre-compressed) once at start, hashed assets
 * get a year-long immutable cache, and any other GET is a page: `renderPage` renders it on the server (without
 * one, index.html lets the browser render it).
 */
export function createStaticClient(distDir: string, renderPage?: (c: Context) => Promise<Response>) {
  if (!existsSync(join(distDir, 'index.html'))) return undefined
  const assets = new Map<string, Asset>()
  let shell: Asset | undefined
  const files = walk(distDir)
  const present = new Set(files)
  for (const file of files) {
    const ext = extname(file).toLowerCase()
    // Pre-compressed siblings (written by the client build) are variants, not files of their own.
    if (ext === '.br' || ext === '.gz') continue
    const urlPath = `/${relative(distDir, file).split(sep).join('/')}`
    const body = readFileSync(file)
    const compress = COMPRESSIBLE.has(ext) && body.length > 512
    const asset: Asset = {
      body,
      type: contentTypeOf(file),
      etag: `"${body.length.toString(16)}-${statSync(file).mtimeMs.toString(16)}"`,
      immutable: urlPath.startsWith('/assets/'),
    }
    if (compress) {
      // Use the build's .br/.gz when present; otherwise compress on first request (not at start-up: brotli at
      // full quality over the whole bundle would add seconds to every start).
      asset.gzip = present.has(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined
      asset.br = present.has(`${file}.br`) ? readFileSync(`${file}.br`) : undefined
      asset.compressLater = !asset.gzip || !asset.br
    }
    // index.html is the template of every page, never a page of its own.
    if (urlPath === '/index.html') shell = asset
    else assets.set(urlPath, asset)
  }
  const index = shell!

  return (c: Context) => {
    let path: string
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      path = '/'
    }
    const file = assets.get(path)
    const isPage = !file && !(extname(path) && !path.endsWith('.html'))
    if (isPage && renderPage) return renderPage(c)
    const asset = file ?? (isPage ? index : undefined)
    if (!asset) return c.json({ message: 'Not found.' }, 404)
    const headers: Record<string, string> = {
      'Content-Type': asset.type,
      ETag: asset.etag,
      Vary: 'Accept-Encoding',
      'Cache-Control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    }
    if (c.req.header('if-none-match') === asset.etag) return c.body(null, 304, headers)
    if (asset.compressLater) {
      asset.gzip ??= gzipSync(asset.body, { level: 9 })
      asset.br ??= brotliCompressSync(asset.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
      asset.compressLater = false
    }
    // A compressible asset has both variants by now; anything else (images) goes as it is.
    const encoding = asset.gzip && asset.br ? pickEncoding(c.req.header('accept-encoding')) : 'identity'
    const body = encoding === 'identity' ? asset.body : asset[encoding]!
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    if (c.req.method === 'HEAD') return c.body(null, 200, headers)
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers)
  }
}
