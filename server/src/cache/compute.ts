import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib'
import type { Encoding } from '../http/content-negotiation'
import type { NodeHeaders } from '../http/stored-answer'

/** One cached answer: the body, its two compressions and its ETag. */
export interface Entry {
  topic: string
  etag: string
  type: string
  /** The answer's Content-Disposition (the programme's exports name their file), kept on every copy. */
  disposition?: string
  body: Uint8Array
  gzip: Uint8Array
  br: Uint8Array
  size: number
  /** Header pairs for the Node fast path, built on its first use: 200 per encoding, and 304. */
  nodeHeaders?: NodeHeaders
  /** The cache's store count when this entry was last moved to the end of its LRU order (response-cache.ts). */
  touched?: number
}

/**
 * Marks a cache hit most recently used: moves it to the end of `map`'s order, at most once between two stores
 * (`stores` counts them; evictions happen only when storing). Moving it on every hit (a delete and a set, and V8
 * shrinking the map's table now and then) was a measurable part of a cached answer (issue 35).
 */
export function markUsed<E extends { touched?: number }>(map: Map<string, E>, key: string, hit: E, stores: number) {
  if (hit.touched === stores) return
  hit.touched = stores
  map.delete(key)
  map.set(key, hit)
}

/** Runs at most `limit` computations at a time; the rest wait in arrival order, at most `maxWaiting` of them. */
export class Gate {
  private running = 0
  private waiting: (() => void)[] = []
  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  /** Like run, but answers undefined at once (running nothing) when the queue is full. */
  async tryRun<T>(fn: () => Promise<T>): Promise<T | undefined> {
    if (this.running >= this.limit && this.waiting.length >= this.maxWaiting) return undefined
    return this.run(fn)
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.running++
    try {
      return await fn()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }
}

/** Bodies above this size are compressed on libuv's thread pool, not on the event loop. */
const ASYNC_COMPRESSION_BYTES = 16 * 1024
const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }
/**
 * Above this size, quality 4: on /programme's 790 KB page brotli took 16 ms at 5 and 8 ms at 4 (84 and 89 KB), and
 * a cold page's visitor waits for it.
 */
const LARGE_BODY_BYTES = 256 * 1024
const LARGE_BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }

/**
 * An answer on its way into the cache: its plain body and ETag at once, each compressed copy when made, and the
 * whole entry once both are. The visitor whose miss made it waits only for its own encoding; a server render's own
 * API call (uncompressed) waits for none, where it used to wait for both: brotli of /api/programme's 330 KB was
 * ~20 ms of /programme's cold render (docs/decisions/018).
 */
export interface EntryDraft {
  etag: string
  type: string
  disposition?: string
  /** The body in `encoding`: the plain one at once, a compressed one when made. */
  bodyIn(encoding: Encoding): Promise<Uint8Array>
  /** The entry with both compressed copies, for the cache. */
  complete(): Promise<Entry>
}

export function draftOf(key: string, topic: string, type: string, body: Uint8Array, disposition?: string): EntryDraft {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  const made: Partial<Record<'gzip' | 'br', Promise<Uint8Array>>> = {}
  const small = body.length < ASYNC_COMPRESSION_BYTES
  const make = (encoding: 'gzip' | 'br'): Promise<Uint8Array> => {
    made[encoding] ??=
      encoding === 'br'
        ? small
          ? Promise.resolve(brotliCompressSync(body, BROTLI_OPTIONS))
          : brotliAsync(body, body.length > LARGE_BODY_BYTES ? LARGE_BROTLI_OPTIONS : BROTLI_OPTIONS)
        : small
          ? Promise.resolve(gzipSync(body, { level: 6 }))
          : gzipAsync(body, { level: 6 })
    return made[encoding]
  }
  let whole: Promise<Entry> | undefined
  return {
    etag,
    type,
    ...(disposition ? { disposition } : {}),
    bodyIn: (encoding) => (encoding === 'identity' ? Promise.resolve(body) : make(encoding)),
    complete: () => {
      // One compression at a time on the thread pool, beside the render that may be waiting for this answer.
      whole ??= make('br').then(async (br) => {
        const gzip = await make('gzip')
        return {
          topic,
          etag,
          type,
          ...(disposition ? { disposition } : {}),
          body,
          gzip,
          br,
          size: body.length + gzip.length + br.length + key.length + 200,
        }
      })
      return whole
    },
  }
}
