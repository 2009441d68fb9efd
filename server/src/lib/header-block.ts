import { ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http'

/**
 * Header blocks for the answers the site gives again and again (cached lists, pages, archived files): their pairs
 * are validated and joined into header text once, when the answer is stored, instead of by Node's writeHead on every
 * answer (a regular expression per name and per value and a lower-cased copy of each name: ~3 µs of a ~25 µs
 * cached 304). Why and what was measured: docs/decisions/022-prebuilt-header-blocks.md.
 *
 * The text written is byte for byte what Node writes for the same pairs (header-block.test.ts holds the two to it
 * for kept-alive and closing HTTP/1.1, HTTP/1.0, 304, HEAD, pipelined and per-socket-limited answers); any
 * response not in the ordinary keep-alive state goes through Node's own code.
 */

const BLOCK = Symbol('icnari.headerBlock')

interface Block {
  /** `Name: value\r\n` for every pair, in order. */
  text: string
  /** The Content-Length pair's value, if any (Node keeps it on the response). */
  contentLength: number | undefined
  /** How many entries (names and values) of the array the text covers: any after them were appended since. */
  pairs: number
}

type Pairs = string[] & { [BLOCK]?: Block }

/**
 * Names Node's writeHead acts on (matchHeader), and Content-Disposition, whose value it re-encodes (processHeader):
 * pairs carrying one keep Node's own path.
 */
const ACTED_ON = new Set([
  'connection',
  'transfer-encoding',
  'date',
  'expect',
  'trailer',
  'keep-alive',
  'content-disposition',
])

/**
 * Flat `[name, value, …]` pairs with their header block attached (the same array, which must not change afterwards).
 * Throws, as writeHead would, on a name or value Node refuses.
 */
export function withHeaderBlock(pairs: string[]): string[] {
  let text = ''
  let contentLength: number | undefined
  for (let i = 0; i < pairs.length; i += 2) {
    const name = pairs[i]!
    const value = pairs[i + 1]!
    validateHeaderName(name)
    validateHeaderValue(name, value)
    const lower = name.toLowerCase()
    if (ACTED_ON.has(lower)) return pairs
    if (lower === 'content-length') contentLength = Number(value)
    text += `${name}: ${value}\r\n`
  }
  ;(pairs as Pairs)[BLOCK] = { text, contentLength, pairs: pairs.length }
  return pairs
}

/** The response's fields this reads and sets: Node's own (lib/_http_outgoing.js _storeHeader). */
interface NodeOutgoing {
  _header: string | null
  _headerSent: boolean
  _contentLength: number | null
  _removedConnection: boolean
  _removedContLen: boolean
  _defaultKeepAlive: boolean
  _keepAliveTimeout: number
  _maxRequestsPerSocket: number | undefined
  _hasBody: boolean
  shouldKeepAlive: boolean
  maxRequestsOnConnectionReached: boolean
  chunkedEncoding: boolean
  useChunkedEncodingByDefault: boolean
  sendDate: boolean
}

type StoreHeader = (this: ServerResponse, firstLine: string, headers: unknown) => void
const nodeStoreHeader = (ServerResponse.prototype as unknown as { _storeHeader?: StoreHeader })._storeHeader

/** Whether this Node has the writeHead internals the blocks stand in for (else every answer takes Node's path). */
export const headerBlocksUsable = typeof nodeStoreHeader === 'function'

let dateSecond = -1
let dateLine = ''
let written = 0

/** Headers written from a block since start (tests check the blocks are really used). */
export const headerBlocksWritten = () => written

/** Whether `headers` are pairs with a block (withHeaderBlock). */
export const hasHeaderBlock = (headers: unknown): boolean => Array.isArray(headers) && BLOCK in headers

/**
 * In place of Node's `_storeHeader` (observability.ts ObservedResponse): pairs with a block are written from it,
 * then any pairs appended to the array after the block was made (the observer's X-Request-Id, added for one
 * writeHead call), checked as writeHead checks them, then Date and the keep-alive lines as Node adds them. Anything
 * else, or a response not in the ordinary keep-alive state of an HTTP/1.1 request, goes through Node's own code.
 */
export function storeHeaderWithBlock(this: ServerResponse, firstLine: string, headers: unknown): void {
  const block = Array.isArray(headers) ? (headers as Pairs)[BLOCK] : undefined
  const res = this as unknown as NodeOutgoing
  const appended = block && inOrdinaryState(res, block) ? appendedText(headers as string[], block.pairs) : undefined
  if (block === undefined || appended === undefined) {
    nodeStoreHeader!.call(this, firstLine, headers)
    return
  }
  // Node's own Date is that of the current second too (utcDate).
  const second = Math.floor(Date.now() / 1000)
  if (second !== dateSecond) {
    dateSecond = second
    dateLine = `Date: ${new Date(second * 1000).toUTCString()}\r\n`
  }
  let header = `${firstLine}${block.text}${appended}${dateLine}Connection: keep-alive\r\n`
  if (res._keepAliveTimeout) header += `Keep-Alive: timeout=${Math.floor(res._keepAliveTimeout / 1000)}\r\n`
  if (block.contentLength !== undefined) {
    res._contentLength = block.contentLength
    res._removedContLen = false
  }
  res._header = `${header}\r\n`
  res._headerSent = false
  written++
}

/** Whether Node would end these headers with its plain keep-alive lines, as the block path writes them. */
function inOrdinaryState(res: NodeOutgoing, block: Block): boolean {
  return (
    res.shouldKeepAlive &&
    !res.maxRequestsOnConnectionReached &&
    !res._removedConnection &&
    res._defaultKeepAlive &&
    res.sendDate &&
    !res.chunkedEncoding &&
    res.useChunkedEncodingByDefault &&
    !((res._maxRequestsPerSocket ?? 0) > 0) &&
    (block.contentLength !== undefined || !res._hasBody)
  )
}

/**
 * The header text of the pairs after the block's own `from` entries, validated as writeHead validates them, or
 * undefined when Node must write them itself (pairs it acts on, an odd count, a non-string).
 */
function appendedText(pairs: readonly unknown[], from: number): string | undefined {
  if (pairs.length < from || (pairs.length - from) % 2 !== 0) return undefined
  let text = ''
  for (let i = from; i < pairs.length; i += 2) {
    const name = pairs[i]
    const value = pairs[i + 1]
    if (typeof name !== 'string' || typeof value !== 'string') return undefined
    if (!PLAIN_NAMES.has(name)) {
      const lower = name.toLowerCase()
      if (ACTED_ON.has(lower) || lower === 'content-length') return undefined
      validateHeaderName(name)
      if (PLAIN_NAMES.size < 64) PLAIN_NAMES.add(name)
    }
    if (!plainHeaderValue(value)) validateHeaderValue(name, value)
    text += `${name}: ${value}\r\n`
  }
  return text
}

/**
 * Appended names already checked (valid, not acted on): the observer appends X-Request-Id to every cached answer,
 * and checking its name again each time (a regular expression, a lower-cased copy, a set lookup) was part of the
 * ~0.4 µs per answer decision 022 ("Later") measured. Bounded: names appended are few.
 */
const PLAIN_NAMES = new Set<string>()

/**
 * Whether Node would take `value` as it is: tab, printable ASCII and 0x80–0xFF (its checkInvalidHeaderChar). A loop
 * over the request id's 36 characters costs less than the regular expression writeHead runs; anything else is
 * left to Node's validateHeaderValue, which throws its own error.
 */
function plainHeaderValue(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if ((c < 0x20 && c !== 0x09) || c === 0x7f || c > 0xff) return false
  }
  return true
}
