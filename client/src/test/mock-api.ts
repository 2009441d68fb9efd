import { vi } from 'vitest'

// The API client and the toasts as the component tests answer them by hand. Each test file has its own instance
// of this module (a file that imports it gets modules of its own: vite.config.ts), so its mocks are its own.
// In the test file:
//   vi.mock('@/lib/api', async (original) => (await import('@/test/mock-api')).mockedApi(original))
//   vi.mock('@/lib/toast', async () => (await import('@/test/mock-api')).mockedToast)

/** The client's methods, standing in for `@/lib/api`'s `api`. */
export const api = { GET: vi.fn(), POST: vi.fn(), PATCH: vi.fn(), PUT: vi.fn(), DELETE: vi.fn() }
export const toast = { success: vi.fn(), error: vi.fn() }

/** `@/lib/api` as it is, but for its client: `api` above. */
export async function mockedApi(importOriginal: <T>() => Promise<T>) {
  return { ...(await importOriginal<typeof import('@/lib/api')>()), api }
}

export const mockedToast = { toast }

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
