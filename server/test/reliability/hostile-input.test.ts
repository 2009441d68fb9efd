import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../context'
import { exampleOf, findId, inspect, loadContract, loadOperations, type Operation, pool } from './helpers'
import { type Probe, probesFor } from './probes'

// Hostile input generated from the contract: every operation in openapi/openapi.json gets at least 50 malformed
// requests, once with a valid admin token and once without. Every answer must be 2xx or 4xx, errors JSON
// `{ message, issues? }`, with no stack trace, no SQL, no password hash and no cookie.

const ctx = useTestApp()
const doc = loadContract()
const operations = loadOperations(doc)

/** Deletes and logout go last, so the items and the token the other probes use stay alive until then. */
function rank(op: Operation) {
  if (op.operationId === 'logout') return 3
  if (op.method === 'DELETE') return 2
  return 1
}
const ordered = [...operations].sort((a, b) => rank(a) - rank(b))

let token = ''
let logoutToken = ''
/** Path parameter values of real items, by the operation's first path segment. */
const idsBySegment = new Map<string, Record<string, string>>()

const segmentOf = (path: string) => path.split('/')[1] ?? ''

async function send(p: Probe, authToken?: string): Promise<Response> {
  const headers = new Headers(p.headers)
  if (authToken && p.withToken) headers.set('token', authToken)
  const init: RequestInit & { duplex?: 'half' } = { method: p.method, headers, body: p.body }
  if (p.body instanceof ReadableStream) init.duplex = 'half'
  return ctx.app.request(`/api${p.path}`, init)
}

beforeAll(async () => {
  token = await ctx.login()
  logoutToken = await ctx.login()
  // One real item per resource, so probes with a valid id reach the handlers' database work.
  for (const op of operations) {
    const creates = op.method === 'POST' && op.admin && op.pathParams.length === 0 && op.bodySchema
    if (!creates || segmentOf(op.path) === 'user') continue
    const res = await ctx.request(op.path, { method: 'POST', json: exampleOf(doc, op.bodySchema), token })
    // (A POST may answer a file: the certificate preview's PDF.)
    const json = res.ok && res.headers.get('content-type')?.startsWith('application/json')
    const id = json ? findId(await res.json()) : undefined
    if (id) idsBySegment.set(segmentOf(op.path), { id })
  }
  const upload = operations.find((o) => o.operationId === 'uploadImage')
  if (upload) {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png')
    const res = await ctx.request(upload.path, { method: 'POST', body: form, token })
    const url = res.ok ? ((await res.json()) as { result?: string }).result : undefined
    if (url) idsBySegment.set('images', { file: url.split('/').pop()! })
  }
}, 60_000)

describe('hostile input generated from openapi/openapi.json', () => {
  it('every operation answers 50+ malformed requests with 2xx/4xx JSON, never 5xx, traces, SQL, hashes or cookies', async () => {
    expect(operations.length).toBeGreaterThan(10)
    let tried = 0
    let fiveXX = 0
    const problems: string[] = []
    const perOperation: string[] = []
    const started = performance.now()
    for (const op of ordered) {
      const ids = idsBySegment.get(segmentOf(op.path)) ?? {
        id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
        file: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp',
      }
      const probes = probesFor(op, doc, ids)
      expect(probes.length, `${op.operationId} has too few probes`).toBeGreaterThanOrEqual(50)
      const authToken = op.operationId === 'logout' ? logoutToken : token
      // Without a token first (so nothing the admin run changes hides a public failure), then with one.
      const runs: [string, string | undefined][] = [
        ['no token', undefined],
        ['admin token', authToken],
      ]
      const statuses = new Map<number, number>()
      const opStarted = performance.now()
      for (const [run, t] of runs) {
        // Bodies that are streams can be read once: rebuild the probes for the second run.
        const list = run === 'no token' ? probes : probesFor(op, doc, ids)
        await pool(list, 6, async (p) => {
          let res: Response
          try {
            res = await send(p, t)
          } catch (err) {
            problems.push(`${op.method} ${op.path} [${run}] ${p.label}: the app threw ${String(err)}`)
            return
          }
          tried++
          const verdict = await inspect(res)
          statuses.set(verdict.status, (statuses.get(verdict.status) ?? 0) + 1)
          if (verdict.status >= 500) fiveXX++
          for (const problem of verdict.problems)
            problems.push(`${p.method} ${p.path.slice(0, 80)} [${run}] ${p.label} → ${verdict.status}: ${problem}`)
        })
      }
      perOperation.push(
        `${op.operationId}: ${probes.length * 2} in ${Math.round(performance.now() - opStarted)} ms (${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')})`,
      )
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `[reliability] hostile input: ${tried} requests over ${operations.length} operations in ${seconds} s; ` +
        `5xx seen: ${fiveXX}; problems: ${problems.length}\n  ${perOperation.join('\n  ')}`,
    )
    expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([])
    expect(fiveXX).toBe(0)
    // ~170 operations now, two of them uploads parsed by a child process each time: 240 s was too short beside the
    // rest of the suite on a loaded 2-core machine.
  }, 600_000)
})
