import { createReadStream, existsSync, readdirSync, type Stats, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'

// Past editions, frozen as static files (issue 32): ARCHIVE_DIR/<host name>/ holds one edition's whole public site,
// written by `make archive`. A request whose host name is an archived edition's is answered from its folder and
// from nothing else: no API route, no render, no admin area is reachable on that host.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.wasm': 'application/wasm',
}

/** What an archived page may load: its own files only; no script or form may reach anywhere else. */
const ARCHIVE_CSP =
  "default-src 'self'; img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; script-src 'self' 'wasm-unsafe-eval'; " +
  "connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; form-action 'none'; base-uri 'self'; object-src 'none'"

/** The host names that have an archive: the names of ARCHIVE_DIR's sub-folders that hold an index.html. */
export function archivedHosts(archiveDir: string): string[] {
  if (!existsSync(archiveDir)) return []
  // Never the loopback names themselves: the current edition answers there (archives use *.localhost names).
  return readdirSync(archiveDir, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() &&
        /^[a-z0-9][a-z0-9.-]*$/.test(d.name) &&
        d.name !== 'localhost' &&
        d.name !== '127.0.0.1' &&
        existsSync(join(archiveDir, d.name, 'index.html')),
    )
    .map((d) => d.name)
}

/** The file for a URL path inside `root`, or undefined when there is none (or the path tries to leave `root`). */
export function archiveFileFor(root: string, rawPath: string): { file: string; stat: Stats } | undefined {
  let path: string
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    return undefined
  }
  if (path.includes('\0') || path.split('/').some((segment) => segment === '..')) return undefined
  const base = resolve(root)
  const target = resolve(base, `.${path}`)
  if (target !== base && !target.startsWith(base + sep)) return undefined
  for (const candidate of [target, join(target, 'index.html'), join(target, 'index.json')]) {
    const stat = statOrUndefined(candidate)
    if (stat?.isFile()) return { file: candidate, stat }
  }
  return undefined
}

function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file)
  } catch {
    return undefined
  }
}

const typeOf = (file: string) =>
  file.endsWith('index.json') ? TYPES['.json']! : (TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream')

/** Answers a request from an archived edition's folder (GET and HEAD; anything else is 405). */
export function answerFromArchive(root: string, req: IncomingMessage, res: ServerResponse): void {
  const common: Record<string, string> = {
    'Content-Security-Policy': ARCHIVE_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const body = JSON.stringify({ message: 'This is the archive of a past edition: it can only be read.' })
    res.writeHead(405, { ...common, Allow: 'GET, HEAD', 'Content-Type': TYPES['.json']! }).end(body)
    return
  }
  const rawPath = (req.url ?? '/').split('?')[0]!.split('#')[0]!
  const found = archiveFileFor(root, rawPath)
  const notFound = found ? undefined : archiveFileFor(root, '/404.html')
  const chosen = found ?? notFound
  if (!chosen) {
    res.writeHead(404, { ...common, 'Content-Type': TYPES['.txt']! }).end('Not found.\n')
    return
  }
  const etag = `"${chosen.stat.size.toString(16)}-${Math.floor(chosen.stat.mtimeMs).toString(16)}"`
  const immutable = found && rawPath.startsWith('/assets/')
  const headers: Record<string, string> = {
    ...common,
    'Content-Type': typeOf(chosen.file),
    'Content-Length': String(chosen.stat.size),
    ETag: etag,
    // Hashed assets never change; everything else of a frozen edition changes only if it is archived again.
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    ...(rawPath.startsWith('/api/') ? { 'Access-Control-Allow-Origin': '*' } : {}),
  }
  if (found && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ...common, ETag: etag, 'Cache-Control': headers['Cache-Control']! }).end()
    return
  }
  res.writeHead(found ? 200 : 404, headers)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  createReadStream(chosen.file)
    .on('error', () => res.destroy())
    .pipe(res)
}

/** The archived editions under `archiveDir`, looked up by a request's host name (without its port). */
export class ArchiveSite {
  private hosts = new Set<string>()
  constructor(readonly archiveDir: string) {
    this.rescan()
  }

  /** Reads ARCHIVE_DIR again (after `make archive` or a new edition). */
  rescan(): string[] {
    const hosts = archivedHosts(this.archiveDir)
    this.hosts = new Set(hosts)
    return hosts
  }

  get names(): string[] {
    return [...this.hosts]
  }

  /** The archive folder for a request's Host header, or undefined when it is not an archived edition's host. */
  rootFor(hostHeader: string | undefined): string | undefined {
    if (!hostHeader || this.hosts.size === 0) return undefined
    const name = hostHeader.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase()
    return this.hosts.has(name) ? join(this.archiveDir, name) : undefined
  }

  /** Keeps reading ARCHIVE_DIR every `everyMs`, so an archive written by another process is served. */
  watch(everyMs: number, onChange: (hosts: string[]) => void): () => void {
    let last = this.names.sort().join(',')
    const timer = setInterval(() => {
      const hosts = this.rescan()
      const now = [...hosts].sort().join(',')
      if (now !== last) {
        last = now
        onChange(hosts)
      }
    }, everyMs)
    timer.unref()
    return () => clearInterval(timer)
  }
}
