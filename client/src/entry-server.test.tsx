// @vitest-environment node
import type { DehydratedState } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { publicPagePaths, renderPage } from './entry-server'
import { publishedSession } from './test/programme-fixtures'

/** Node marks every promise with its async ids while async hooks are on (what AsyncLocalStorage turns on). */
const asyncHooksOn = () => Object.getOwnPropertySymbols(Promise.resolve()).length > 0

describe('renderPage', () => {
  it('leaves async hooks off once no render is running (they slow every answer of the process)', async () => {
    expect(asyncHooksOn()).toBe(false)
    let seenDuringRender = false
    const fetchApi = async () => {
      seenDuringRender ||= asyncHooksOn()
      return new Response(JSON.stringify({ message: 'Not found.' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      })
    }
    const [first, second] = await Promise.all([renderPage('/sponsors', fetchApi), renderPage('/contact', fetchApi)])
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(first.html).toContain('Sponsor')
    expect(seenDuringRender).toBe(true)
    expect(asyncHooksOn()).toBe(false)
    // Every API answer here is a 404 (no settings, so no conference): each render waits for data up to its deadline.
  }, 30_000)

  it('renders a page again from the same answers, asking the API once for each (what it read without a loader included)', async () => {
    const answers: Record<string, unknown> = {
      '/api/programme': { version: null, timeZone: 'Asia/Kolkata', rooms: [], sessions: [] },
      '/api/programme/versions': { versions: [] },
    }
    const renderCounting = async () => {
      const calls: string[] = []
      const fetchApi = async (request: Request) => {
        const path = new URL(request.url).pathname
        calls.push(path)
        const body = answers[path] ?? { message: 'Not found.' }
        return new Response(JSON.stringify(body), {
          status: path in answers ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        })
      }
      const page = await renderPage('/programme', fetchApi)
      return { page, calls: calls.sort() }
    }
    const first = await renderCounting()
    const second = await renderCounting()
    expect(first.page.status).toBe(200)
    expect(first.page.html).toContain('Programme')
    expect(second.page.html).toBe(first.page.html)
    expect(second.page.state).toEqual(first.page.state)
    expect(new Set(second.calls).size).toBe(second.calls.length)
    expect(second.calls).toEqual(first.calls)
  }, 30_000)

  it('a page that shows no programme reads only the menu’s workshops, not the whole programme', async () => {
    const calls: string[] = []
    const fetchApi = async (request: Request) => {
      const path = new URL(request.url).pathname
      calls.push(path)
      const answers: Record<string, unknown> = {
        '/api/programme/workshops': {
          workshops: [
            { _id: '00000000-0000-4000-8000-000000000002', number: 2, slug: 'solar-lab', title: 'Solar lab' },
          ],
        },
      }
      return new Response(JSON.stringify(answers[path] ?? { message: 'Not found.' }), {
        status: path in answers ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      })
    }
    const page = await renderPage('/authors/call-for-papers', fetchApi)
    expect(page.status).toBe(200)
    // The Technical Session menu links the workshop, in the HTML itself.
    expect(page.html).toContain('href="/programs/technical-session/solar-lab"')
    expect(calls).toContain('/api/programme/workshops')
    expect(calls).not.toContain('/api/programme')
    const queries = (page.state as DehydratedState).queries
    expect(queries.map((q) => q.queryKey)).not.toContainEqual(['programme', 'published'])
  }, 30_000)
})

describe('renderPage, rendered again', () => {
  it('renders the same data to the same bytes, whatever order the queries were read in (the page keeps its ETag)', async () => {
    const fetchApi = async (request: Request) => {
      const path = new URL(request.url).pathname
      const answers: Record<string, unknown> = {
        '/api/programme/workshops': {
          workshops: [
            { _id: '00000000-0000-4000-8000-000000000002', number: 2, slug: 'solar-lab', title: 'Solar lab' },
          ],
        },
        '/api/dates': { dates: [] },
        '/api/announcements': { announcements: [] },
        '/api/papers/all': { data: [] },
        '/api/recentupdate/all': { data: [] },
      }
      return new Response(JSON.stringify(answers[path] ?? { message: 'Not found.' }), {
        status: path in answers ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      })
    }
    // The second render primes first what the first read without a loader (the footer's settings, the menu's
    // workshops), so its query cache fills in another order.
    const first = await renderPage('/', fetchApi)
    const second = await renderPage('/', fetchApi)
    expect(first.status).toBe(200)
    const keys = (page: typeof first) => (page.state as DehydratedState).queries.map((q) => q.queryHash)
    expect(keys(first).length).toBeGreaterThan(2)
    expect(keys(second)).toEqual(keys(first))
    expect(JSON.stringify(second.state)).toBe(JSON.stringify(first.state))
    expect(second.html).toBe(first.html)
  }, 30_000)
})

describe('renderPage, a session that does not exist', () => {
  const session = (n: number) =>
    publishedSession(n, {
      _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      title: `Session number ${n}`,
      description: 'A description long enough to weigh. '.repeat(40),
      start: '2026-03-06T10:00:00+05:30',
      end: '2026-03-06T11:00:00+05:30',
      lastModified: '2026-02-01T10:00:00.000Z',
    })
  const programme = {
    version: { number: 1, publishedAt: '2026-02-01T10:00:00.000Z', note: '' },
    timeZone: 'Asia/Kolkata',
    rooms: [],
    sessions: Array.from({ length: 100 }, (_, i) => session(i + 1)),
  }
  const fetchApi = async (request: Request) => {
    const path = new URL(request.url).pathname
    const found = path === '/api/programme'
    return new Response(JSON.stringify(found ? programme : { message: 'Not found.' }), {
      status: found ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    })
  }

  it('answers 404 without the programme in its state (it carried the whole programme on every mistyped link)', async () => {
    const missing = await renderPage('/programme/no-such-session', fetchApi)
    expect(missing.status).toBe(404)
    const keys = (missing.state as DehydratedState).queries.map((q) => q.queryKey)
    expect(keys).not.toContainEqual(['programme', 'published'])
    expect(JSON.stringify(missing.state)).not.toContain('Session number 1')
    expect(JSON.stringify(missing.state).length).toBeLessThan(10_000)
    // A session that exists keeps the programme it was rendered from (the browser hydrates from it).
    const found = await renderPage('/programme/session-7', fetchApi)
    expect(found.status).toBe(200)
    expect((found.state as DehydratedState).queries.map((q) => q.queryKey)).toContainEqual(['programme', 'published'])
  }, 30_000)
})

describe('renderPage, the registration form', () => {
  it('arrives as HTML: its fields, categories with fees and the privacy notice, from GET /registrations/form', async () => {
    const form = {
      open: true,
      closesOn: '2026-02-20',
      tier: 'early',
      categories: [
        { key: 'student', label: 'Student', currency: 'INR', fee: 5000, additionalPaperFee: 3000 },
        { key: 'foreign', label: 'Foreign author', currency: 'USD', fee: 300, additionalPaperFee: null },
      ],
      accompanyingFee: { INR: { amount: 2000 }, USD: { amount: 50 } },
      privacyNotice: 'We keep your details to run the conference and delete them a year after it.',
    }
    const calls: string[] = []
    const fetchApi = async (request: Request) => {
      const path = new URL(request.url).pathname
      calls.push(path)
      const found = path === '/api/registrations/form'
      return new Response(JSON.stringify(found ? form : { message: 'Not found.' }), {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      })
    }
    const page = await renderPage('/register', fetchApi)
    expect(page.status).toBe(200)
    expect(page.title).toContain('Register')
    expect(calls).toContain('/api/registrations/form')
    for (const text of [
      'Name',
      'Email',
      'Institution',
      'Student (INR 5000)',
      'Foreign author (USD 300)',
      form.privacyNotice,
    ])
      expect(page.html.replaceAll('<!-- -->', '')).toContain(text)
    expect(page.html).toContain('I agree to the privacy notice.')
    expect(page.html).toContain('Registration closes on 2026-02-20.')
    // The browser hydrates from the data in the page, without asking again.
    const queries = (page.state as DehydratedState).queries
    expect(queries.map((q) => q.queryKey)).toContainEqual(['registration-form'])
    // The live edition's form: not in the sitemap, so never in an archive.
    expect(publicPagePaths()).not.toContain('/register')
    expect(publicPagePaths()).toContain('/authors/registrations')
  }, 30_000)
})

describe('publicPagePaths, the CMT acknowledgement', () => {
  it('lists its path, a rendered page now (its static file is gone): in the sitemap and archived', () => {
    expect(publicPagePaths()).toContain('/authors/cmt-acknowledgement.html')
  })
})
