import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'
import { api as client } from '@/lib/api'
import { toast as shownToast } from '@/lib/toast'

// The API client and the toasts as the component tests answer them by hand. A file that calls answerApiByHand() at its
// top level has the real client's methods and toasts answered by `api` and `toast` below for its tests, and given
// back afterwards: it replaces no module, so it shares its worker's modules with the other files (vite.config.ts,
// docs/decisions/045). In the test file:
//   answerApiByHand()
//   api.GET.mockResolvedValue(ok({ … }))

/** The client's methods, answering for `@/lib/api`'s `api` in a file that called answerApiByHand(). */
export const api = { GET: vi.fn(), POST: vi.fn(), PATCH: vi.fn(), PUT: vi.fn(), DELETE: vi.fn() }
/** The toasts, standing in for `@/lib/toast`'s `toast` in a file that called answerApiByHand(). */
export const toast = { success: vi.fn(), error: vi.fn() }

/** What the client resolves to for a response of `status` with `body` (an error body from 400 on). */
export const answer = (status: number, body: unknown) =>
  status < 400
    ? { data: body, error: undefined, response: new Response(null, { status }) }
    : { data: undefined, error: body, response: new Response(null, { status }) }

export const ok = (body: unknown) => answer(200, body)

/** Forgets the answers set and the calls seen, for the next test. */
export function resetMockApi() {
  for (const fn of [...Object.values(api), ...Object.values(toast)]) fn.mockReset()
}

/**
 * At a test file's top level: its tests' API calls (and, unless `toasts` is false, its toasts) go to `api` and
 * `toast`, which are reset after each test; the real ones come back after each test, so the next file in the worker
 * gets them (and a file's own vi.resetAllMocks() between its tests does not bring them back too early).
 */
export function answerApiByHand({ toasts = true }: { toasts?: boolean } = {}) {
  const spies: MockInstance[] = []
  beforeEach(() => {
    for (const method of Object.keys(api) as (keyof typeof api)[])
      spies.push(vi.spyOn(client, method).mockImplementation(api[method] as never))
    if (toasts)
      for (const kind of Object.keys(toast) as (keyof typeof toast)[])
        spies.push(vi.spyOn(shownToast, kind).mockImplementation(toast[kind]))
  })
  afterEach(() => {
    for (const spy of spies.splice(0)) spy.mockRestore()
    resetMockApi()
  })
}
