// Site search under load (issue 18): 20 clients at once, each sending the next query as soon as its last answer
// came. Two mixes: the same twenty queries over and over (what many visitors typing popular names and words look
// like: answered by the server's search cache after the first), and a new query on every request (word pairs and
// half-typed words, all but a few in a hundred new: each a real search). The target is p99 < 50 ms.
import { Agent, request } from 'node:http'
import { middle } from './load'

export const SEARCH_CONCURRENCY = 20

/** What people type: an author's name, domain words, a word half typed, a speaker, a page's word, a phrase. */
export const SEARCH_QUERIES = [
  'Author 12',
  'Co-author 7',
  'rene',
  'renewable stor',
  'photovol',
  'inverter grid',
  'neuromorphic biosensing',
  'Speaker 15',
  'smart sensor network',
  'hydrogen',
  'battery charging',
  'machine learning optimisation',
  'kare',
  'Gandhi Ghat',
  'registration fee',
  'accommodation hotel',
  '"power electronics"',
  'wind -solar',
  'stabil',
  'converter',
]

// Words of the bench's data (bench/seed.ts) and of the pages: combined two by two, the second cut as if half typed.
const WORDS = [
  'adaptive',
  'control',
  'grid',
  'inverter',
  'renewable',
  'photovoltaic',
  'neuromorphic',
  'biosensing',
  'vehicle',
  'battery',
  'charging',
  'power',
  'electronics',
  'machine',
  'learning',
  'optimisation',
  'stability',
  'converter',
  'wind',
  'solar',
  'storage',
  'hydrogen',
  'smart',
  'sensor',
  'signal',
  'network',
  'author',
  'speaker',
  'campus',
  'registration',
  'sponsor',
  'hotel',
  'karelu',
  'remito',
  'salune',
  'dipora',
]

/** The i-th query of the distinct mix: the first thousand are all different, the first 3,000 nearly all. */
export function distinctQuery(i: number): string {
  const n = WORDS.length
  const first = WORDS[i % n]!
  const second = WORDS[(i + 1 + Math.floor(i / n)) % n]!
  const cut = 2 + (Math.floor(i / (n * n)) % 5)
  return `${first} ${second.slice(0, Math.max(2, second.length - cut))}`
}

export type SearchMix = 'repeated' | 'distinct'

export interface SearchLoad {
  requests: number
  rps: number
  p50: number
  p99: number
  /** Mean number of results per answer: the queries really find things. */
  meanResults: number
  errors: number
  unexpected: number
}

function get(agent: Agent, url: URL): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'identity' } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.setTimeout(5000, () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
}

/** `seconds` of SEARCH_CONCURRENCY clients searching `baseUrl` (after one second of warm-up), every latency kept. */
export async function measureSearch(baseUrl: string, seconds: number, mix: SearchMix): Promise<SearchLoad> {
  const agent = new Agent({ keepAlive: true, maxSockets: SEARCH_CONCURRENCY })
  // The distinct mix starts past the warm-up's queries, so none of its requests is a repeat.
  let next = 0
  const queryOf = (i: number) =>
    mix === 'repeated' ? SEARCH_QUERIES[i % SEARCH_QUERIES.length]! : distinctQuery(next++)
  const urlOf = (i: number) => new URL(`/api/search?q=${encodeURIComponent(queryOf(i))}`, baseUrl)
  const latencies: number[] = []
  let errors = 0
  let unexpected = 0
  let results = 0
  const run = async (worker: number, until: number, record: boolean) => {
    for (let i = worker; performance.now() < until; i += SEARCH_CONCURRENCY) {
      const t0 = performance.now()
      try {
        const res = await get(agent, urlOf(i))
        if (!record) continue
        latencies.push(performance.now() - t0)
        if (res.status !== 200) unexpected++
        else results += (JSON.parse(res.body) as { results: unknown[] }).results.length
      } catch {
        if (record) errors++
      }
    }
  }
  const workers = (until: number, record: boolean) =>
    Promise.all(Array.from({ length: SEARCH_CONCURRENCY }, (_, w) => run(w, until, record)))
  await workers(performance.now() + 1000, false)
  const t0 = performance.now()
  await workers(t0 + seconds * 1000, true)
  const elapsed = (performance.now() - t0) / 1000
  agent.destroy()
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: middle(sorted),
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN,
    meanResults: latencies.length ? results / (latencies.length - unexpected) : 0,
    errors,
    unexpected,
  }
}
