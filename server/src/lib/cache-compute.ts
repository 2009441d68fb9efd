import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib'
import type { Encoding } from './content-negotiation'

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
  nodeHeaders?: Record<Encoding, string[]> & { notModified: string[] }
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

async function compressBoth(body: Uint8Array): Promise<{ gzip: Uint8Array; br: Uint8Array }> {
  if (body.length < ASYNC_COMPRESSION_BYTES) {
    return { gzip: gzipSync(body, { level: 6 }), br: brotliCompressSync(body, BROTLI_OPTIONS) }
  }
  const [gz, br] = await Promise.all([gzipAsync(body, { level: 6 }), brotliAsync(body, BROTLI_OPTIONS)])
  return { gzip: gz, br }
}

/** A cache entry for a 200 answer's body: compressed both ways, its ETag the SHA-1 of the body. */
export async function entryOf(
  key: string,
  topic: string,
  type: string,
  body: Uint8Array,
  disposition?: string,
): Promise<Entry> {
  const { gzip, br } = await compressBoth(body)
  return {
    topic,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    type,
    ...(disposition ? { disposition } : {}),
    body,
    gzip,
    br,
    size: body.length + gzip.length + br.length + key.length + 200,
  }
}
