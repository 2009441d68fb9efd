import { createHash } from 'node:crypto'
import { createReadStream, readFileSync, type Stats } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { BoundedMap } from '../../../common/bounded-map'
import { CONTENT_TYPES } from '../http/content-types'
import { CONTENT_SECURITY_POLICY } from '../http/security-headers'
import { archivedHosts, archiveFileFor, folderIdentity, typeOf } from './files'

export { archivedHosts, archiveFileFor } from './files'

import type { StoredAnswer } from '../http/stored-answer'

// Past editions, frozen as static files (issue 32): ARCHIVE_DIR/<host name>/ holds one edition's whole public site,
// written by `make archive`. A request whose host name is an archived edition's is answered from its folder and
// from nothing else: no API route, no render, no admin area is reachable on that host.

/**
 * What an archived page may load: its own files, and the frames the live site embeds (the venue's map, issue 54
 * item 6: without them the archived venue page logged a CSP error); no script or form may reach anywhere else.
 */
export const ARCHIVE_CSP =
  "default-src 'self'; img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; script-src 'self' 'wasm-unsafe-eval'; " +
  `connect-src 'self'; font-src 'self' data:; frame-src ${CONTENT_SECURITY_POLICY.frameSrc.join(' ')}; ` +
  "frame-ancestors 'none'; form-action 'none'; base-uri 'self'; object-src 'none'"

const COMMON_HEADERS: Record<string, string> = {
  'Content-Security-Policy': ARCHIVE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
}
const COMPRESSIBLE = /^(text\/|application\/(json|xml|atom\+xml|manifest\+json)|image\/svg\+xml)/
/** Files kept in memory, compressed once: the archive's pages and answers, read far more often than they change. */
const MAX_KEPT_FILE = 2 * 1024 * 1024
const MAX_KEPT_BYTES = 64 * 1024 * 1024

/** One archived file as it is answered: its bytes (and compressions) and the header pairs of each answer. */
interface KeptFile extends StoredAnswer {
  status: 200 | 404
  size: number
}

/** An answer that is not kept (a refused method, nothing to answer, a file too large to keep): written as it is. */
export type WrittenAnswer = (res: ServerResponse) => void

/**
 * Where every path an archive lacks keeps its answer: one entry per host (two: /api/ answers carry CORS), not one
 * per path, so a flood of 404s costs one entry. No request path holds a NUL.
 */
const notFoundKey = (rawPath: string) => (rawPath.startsWith('/api/') ? '\u0000404-api' : '\u0000404')

function keep(
  root: string,
  rawPath: string,
  found: { file: string; stat: Stats } | undefined,
): KeptFile | { stream: string; stat: Stats; status: 200 | 404 } | undefined {
  const chosen = found ?? archiveFileFor(root, '/404.html')
  if (!chosen) return undefined
  const status = found ? 200 : 404
  const type = typeOf(chosen.file)
  if (chosen.stat.size > MAX_KEPT_FILE) return { stream: chosen.file, stat: chosen.stat, status }
  const body = readFileSync(chosen.file)
  const compress = COMPRESSIBLE.test(type) && body.length > 512
  const br = compress ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : body
  const gz = compress ? gzipSync(body, { level: 6 }) : body
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  // Hashed assets never change; everything else of a frozen edition changes only if it is archived again.
  const cacheControl =
    found && rawPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'
  const base = [
    ...Object.entries(COMMON_HEADERS).flat(),
    'Content-Type',
    type,
    'ETag',
    etag,
    'Cache-Control',
    cacheControl,
    ...(compress ? ['Vary', 'Accept-Encoding'] : []),
    ...(rawPath.startsWith('/api/') ? ['Access-Control-Allow-Origin', '*'] : []),
  ]
  const withBody = (bytes: Buffer, encoding?: string) => [
    ...base,
    ...(encoding && compress ? ['Content-Encoding', encoding] : []),
    'Content-Length',
    String(bytes.length),
  ]
  return {
    status,
    body,
    gzip: gz,
    br,
    etag,
    size: body.length + (compress ? gz.length + br.length : 0),
    nodeHeaders: {
      identity: withBody(body),
      gzip: withBody(gz, 'gzip'),
      br: withBody(br, 'br'),
      notModified: [...Object.entries(COMMON_HEADERS).flat(), 'ETag', etag, 'Cache-Control', cacheControl],
    },
  }
}

/**
 * The answer to a request from an archived edition's folder (GET and HEAD; anything else is 405). A file already kept
 * costs two map lookups, and site-server.ts answers it with one writeHead of its prebuilt header pairs
 * (docs/decisions/015-archive-serving.md).
 */
export function archiveAnswerFor(
  root: string,
  req: IncomingMessage,
  kept?: Map<string, KeptFile>,
  onKept?: (file: KeptFile) => void,
): KeptFile | WrittenAnswer {
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuseWrite
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  const rawPath = q === -1 ? url : url.slice(0, q)
  const known = kept?.get(rawPath)
  if (known) return known
  const found = archiveFileFor(root, rawPath)
  const notFound = found ? undefined : kept?.get(notFoundKey(rawPath))
  if (notFound) return notFound
  const loaded = keep(root, rawPath, found)
  if (!loaded) return answerNotFound
  if ('stream' in loaded) {
    return (res) => {
      res.writeHead(loaded.status, {
        ...COMMON_HEADERS,
        'Content-Type': typeOf(loaded.stream),
        'Content-Length': String(loaded.stat.size),
        'Cache-Control': 'public, max-age=3600',
      })
      if (req.method === 'HEAD') res.end()
      else
        createReadStream(loaded.stream)
          .on('error', () => res.destroy())
          .pipe(res)
    }
  }
  const key = found ? rawPath : notFoundKey(rawPath)
  if (kept && key.length <= 512) {
    kept.set(key, loaded)
    onKept?.(loaded)
  }
  return loaded
}

const refuseWrite: WrittenAnswer = (res) => {
  const body = JSON.stringify({ message: 'This is the archive of a past edition: it can only be read.' })
  res.writeHead(405, { ...COMMON_HEADERS, Allow: 'GET, HEAD', 'Content-Type': CONTENT_TYPES['.json']! }).end(body)
}

const answerNotFound: WrittenAnswer = (res) => {
  res.writeHead(404, { ...COMMON_HEADERS, 'Content-Type': CONTENT_TYPES['.txt']! }).end('Not found.\n')
}

/** The archived editions under `archiveDir`, looked up by a request's host name (without its port). */
export class ArchiveSite {
  private hosts = new Set<string>()
  /** Per host: its folder's identity (a new archive is a new folder, renamed into place) and the files kept. */
  private readonly kept = new Map<string, { root: string; folder: string; files: Map<string, KeptFile> }>()
  private keptBytes = 0
  /** Host header → archived host ('' for none): every request asks, so each value is worked out once. */
  private readonly hostNames = new BoundedMap<string, string>(256)
  private readonly maxKeptBytes: number
  constructor(
    readonly archiveDir: string,
    options: { maxKeptBytes?: number } = {},
  ) {
    this.maxKeptBytes = options.maxKeptBytes ?? MAX_KEPT_BYTES
    this.rescan()
  }

  /** Reads ARCHIVE_DIR again (after `make archive` or a new edition); files of a replaced archive are dropped. */
  rescan(): string[] {
    const hosts = archivedHosts(this.archiveDir)
    this.hosts = new Set(hosts)
    this.hostNames.clear()
    for (const [host, entry] of this.kept) {
      if (!this.hosts.has(host) || entry.folder !== folderIdentity(join(this.archiveDir, host))) this.dropKept(host)
    }
    return hosts
  }

  private dropKept(host: string) {
    const entry = this.kept.get(host)
    if (!entry) return
    for (const file of entry.files.values()) this.keptBytes -= file.size
    this.kept.delete(host)
  }

  /** The answer to a request for an archived host, from its folder, from memory once a file has been read. */
  answerFor(host: string, req: IncomingMessage): StoredAnswer | WrittenAnswer {
    let entry = this.kept.get(host)
    if (!entry) {
      const root = join(this.archiveDir, host)
      entry = { root, folder: folderIdentity(root), files: new Map() }
      this.kept.set(host, entry)
    }
    return archiveAnswerFor(entry.root, req, entry.files, this.noteKept)
  }

  /**
   * Counts a file newly kept (one function for every request, not a closure each); over the budget, the files
   * kept longest go first (any host's), never the one just kept. Before, a full budget meant every file not yet
   * kept was read and compressed again on every request.
   */
  private readonly noteKept = (added: KeptFile) => {
    this.keptBytes += added.size
    if (this.keptBytes <= this.maxKeptBytes) return
    for (const entry of this.kept.values()) {
      for (const [path, file] of entry.files) {
        if (file === added) continue
        entry.files.delete(path)
        this.keptBytes -= file.size
        if (this.keptBytes <= this.maxKeptBytes) return
      }
    }
  }

  /** Bytes of the files kept in memory, over every host (their compressed copies included). */
  get keptSize(): number {
    return this.keptBytes
  }

  get names(): string[] {
    return [...this.hosts]
  }

  /** The archive folder for a request's Host header, or undefined when it is not an archived edition's host. */
  rootFor(hostHeader: string | undefined): string | undefined {
    const name = this.hostOf(hostHeader)
    return name ? join(this.archiveDir, name) : undefined
  }

  /** The archived host a Host header names, or undefined. */
  hostOf(hostHeader: string | undefined): string | undefined {
    if (!hostHeader || this.hosts.size === 0) return undefined
    const known = this.hostNames.get(hostHeader)
    if (known !== undefined) return known || undefined
    const name = hostHeader.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase()
    const answer = this.hosts.has(name) ? name : ''
    this.hostNames.set(hostHeader, answer)
    return answer || undefined
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
