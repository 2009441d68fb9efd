import { readFileSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { expect } from 'vitest'
import { REPO_ROOT } from './common'

// The contract (openapi/openapi.json) as a list of operations with example inputs, and checks that a response is
// one a client can act on (no stack traces, no SQL, JSON errors with a message).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export interface Operation {
  method: string
  /** OpenAPI path, e.g. `/speaker/get/{id}` (below /api). */
  path: string
  operationId: string
  admin: boolean
  /** Content types of the request body, if any. */
  bodyTypes: string[]
  /** The JSON body schema with $refs resolved (one level deep is enough for our schemas). */
  bodySchema?: Json
  pathParams: string[]
  queryParams: string[]
}

export function loadContract(): Json {
  return JSON.parse(readFileSync(`${REPO_ROOT}openapi/openapi.json`, 'utf8'))
}

function resolve(doc: Json, schema: Json): Json {
  if (schema && typeof schema === 'object' && typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '')
    return resolve(doc, doc.components.schemas[name])
  }
  return schema
}

export function loadOperations(doc: Json = loadContract()): Operation[] {
  const ops: Operation[] = []
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const [method, op] of Object.entries<Json>(item)) {
      if (!op || typeof op !== 'object' || !op.operationId) continue
      const content = op.requestBody?.content ?? {}
      const params: Json[] = (op.parameters ?? []).map((p: Json) => resolve(doc, p))
      ops.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        admin: Array.isArray(op.security) && op.security.length > 0,
        bodyTypes: Object.keys(content),
        bodySchema: content['application/json'] ? resolve(doc, content['application/json'].schema) : undefined,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
      })
    }
  }
  return ops
}

/** A valid body for a JSON schema: its example, else one built from the properties' examples. */
export function exampleOf(doc: Json, schema: Json): Json {
  const s = resolve(doc, schema)
  if (!s) return undefined
  if (s.example !== undefined) return structuredClone(s.example)
  if (s.default !== undefined) return structuredClone(s.default)
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type
  if (s.enum) return s.enum[0]
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {}
      for (const [k, v] of Object.entries<Json>(s.properties ?? {})) out[k] = exampleOf(doc, v)
      return out
    }
    case 'array':
      return [exampleOf(doc, s.items)]
    case 'integer':
    case 'number':
      return s.minimum ?? 1
    case 'boolean':
      return true
    default:
      return 'x'.repeat(Math.max(1, s.minLength ?? 1))
  }
}

/** The first `_id` anywhere in a response body. */
export function findId(body: Json): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  if (typeof body._id === 'string') return body._id
  for (const v of Object.values(body)) {
    const id = findId(v)
    if (id) return id
  }
  return undefined
}

// ---------------------------------------------------------------------------------------------------------------
// Response checks

const STACK_TRACE = /(^|\s)at \S.*\.(ts|js|mjs|cjs):\d+|\/work\/|node_modules|file:\/\//
// SQL as Postgres or drizzle would write it, not English: "Select a card to see its tracks" is a page's text.
const SQL_FRAGMENT =
  /\bselect\s+(?:distinct\s+)?(?:\*|"[a-z_]+"|count\()|insert into|syntax error|violates [a-z -]*constraint/i

export interface Verdict {
  status: number
  text: string
  json?: Json
  problems: string[]
}

/** Reads a response body as text (undoing Content-Encoding). */
export async function bodyText(res: Response): Promise<string> {
  const raw = Buffer.from(await res.arrayBuffer())
  const encoding = res.headers.get('content-encoding')
  try {
    if (encoding === 'gzip') return gunzipSync(raw).toString('utf8')
    if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8')
    if (encoding === 'deflate') return inflateSync(raw).toString('utf8')
  } catch {
    return raw.toString('latin1')
  }
  return raw.toString(res.headers.get('content-type')?.startsWith('image/') ? 'latin1' : 'utf8')
}

/**
 * Every answer: 2xx or 4xx (never 5xx), errors as JSON `{ message, issues? }`, no stack trace, no SQL,
 * no password hash, no cookie. Answers the problems found (empty: all good).
 */
export async function inspect(res: Response, opts: { allow5xx?: boolean } = {}): Promise<Verdict> {
  const problems: string[] = []
  const status = res.status
  const text = await bodyText(res)
  const type = res.headers.get('content-type') ?? ''
  let json: Json
  if (type.includes('json')) {
    try {
      json = JSON.parse(text)
    } catch {
      problems.push(`body is not JSON though Content-Type says so: ${text.slice(0, 120)}`)
    }
  }
  if (status >= 500 && !opts.allow5xx) problems.push(`status ${status}`)
  if (status < 200 || (status >= 300 && status !== 304 && status < 400)) problems.push(`unexpected status ${status}`)
  if (status >= 400) {
    if (!type.startsWith('application/json')) problems.push(`error with Content-Type '${type}'`)
    else if (!json || typeof json.message !== 'string' || json.message.length === 0)
      problems.push(`error body without a message: ${text.slice(0, 120)}`)
    else {
      const extra = Object.keys(json).filter((k) => k !== 'message' && k !== 'issues')
      if (extra.length) problems.push(`error body has extra keys ${extra.join(',')}`)
      if (json.issues !== undefined) {
        const ok =
          Array.isArray(json.issues) &&
          json.issues.every((i: Json) => typeof i?.path === 'string' && typeof i?.message === 'string')
        if (!ok) problems.push(`malformed issues: ${JSON.stringify(json.issues).slice(0, 120)}`)
      }
    }
  }
  if (!type.startsWith('image/')) {
    if (STACK_TRACE.test(text)) problems.push(`stack trace or file path in body: ${text.slice(0, 200)}`)
    if (SQL_FRAGMENT.test(text)) problems.push(`SQL fragment in body: ${text.slice(0, 200)}`)
  }
  if (text.includes('scrypt$')) problems.push('a password hash is in the body')
  const cookie = res.headers.get('set-cookie')
  if (cookie && !/HttpOnly/i.test(cookie)) problems.push(`Set-Cookie without HttpOnly: ${cookie}`)
  if (cookie) problems.push(`Set-Cookie sent (we use no cookies): ${cookie}`)
  return { status, text, json, problems }
}

/** Asserts an error answer: this status, JSON `{ message, issues? }`. */
export async function expectJsonError(res: Response, status: number | number[]): Promise<Json> {
  const verdict = await inspect(res, { allow5xx: true })
  const statuses = Array.isArray(status) ? status : [status]
  expect(statuses, `status ${verdict.status}: ${verdict.text.slice(0, 200)}`).toContain(verdict.status)
  expect(verdict.problems).toEqual([])
  return verdict.json
}
