import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Paper, papersQueryOptions } from './api'

// The client asks for `/api/...` on its own origin; Node's Request (under jsdom) wants an absolute URL. Before the
// imports: the API client takes Request when it is made.
vi.hoisted(() => {
  const NodeRequest = globalThis.Request
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init)
    }
  }
})

const PAGE = 500
const papers: Paper[] = Array.from({ length: 1201 }, (_, i) => ({
  _id: `id-${i}`,
  heading: `Paper ${i}`,
  authors: ['A. Kumar'],
  link: null,
  content: 'Content',
  cmtId: null,
  track: null,
  createdAt: '2026-01-01T00:00:00.000Z',
}))

/** GET /api/papers/all as the server answers it: past 500 papers, a page of 500 unless a limit is asked for. */
function serveList(options: { ignoreQuery?: boolean } = {}) {
  const asked: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    asked.push(`${url.pathname}${url.search}`)
    const query = options.ignoreQuery ? new URLSearchParams() : url.searchParams
    const skip = Number(query.get('skip') ?? 0)
    const limit = query.has('limit') ? Number(query.get('limit')) : papers.length > PAGE ? PAGE : undefined
    const pageSize = limit ?? papers.length
    const body = {
      data: papers.slice(skip, limit === undefined ? undefined : skip + limit),
      totalCount: papers.length,
      currentPage: limit ? Math.floor(skip / limit) + 1 : 1,
      pageSize,
      totalPages: Math.ceil(papers.length / pageSize),
    }
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
  })
  return asked
}

const fetchList = () => new QueryClient().fetchQuery(papersQueryOptions)

afterEach(() => vi.restoreAllMocks())

describe("the /allpapers page's list", () => {
  it('reads every page the server says there is (totalPages), in order, each once', async () => {
    const asked = serveList()
    const list = await fetchList()
    expect(list.map((p) => p._id)).toEqual(papers.map((p) => p._id))
    expect(asked).toEqual([
      '/api/papers/all',
      '/api/papers/all?skip=500&limit=500',
      '/api/papers/all?skip=1000&limit=500',
    ])
  })

  it('stops at an answer that is not the page asked for (a static copy that ignores the query), without repeats', async () => {
    const asked = serveList({ ignoreQuery: true })
    const list = await fetchList()
    expect(list.map((p) => p._id)).toEqual(papers.slice(0, PAGE).map((p) => p._id))
    expect(asked).toHaveLength(2)
  })
})
