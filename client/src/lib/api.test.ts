import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from './api'
import { getToken, SESSION_EXPIRED_EVENT, saveSession } from './session'

const refused = () =>
  new Response('{"message":"Unauthorized"}', { status: 401, headers: { 'content-type': 'application/json' } })

// jsdom's Request needs an absolute URL, so each call names its base; the page's own calls use /api.
describe('a 401 for a stored token', () => {
  const realFetch = globalThis.fetch
  afterEach(() => {
    globalThis.fetch = realFetch
    localStorage.clear()
  })

  it('ends the session it was sent with and tells the layout', async () => {
    saveSession({ token: 'old', photo: '', name: 'A' })
    const expired = vi.fn()
    window.addEventListener(SESSION_EXPIRED_EVENT, expired)
    globalThis.fetch = vi.fn(async () => refused())
    await api.GET('/user/me', { baseUrl: 'http://127.0.0.1/api' })
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired)
    expect(getToken()).toBeNull()
    expect(expired).toHaveBeenCalledTimes(1)
  })

  it('leaves a newer session alone when it arrives after the next login', async () => {
    saveSession({ token: 'old', photo: '', name: 'A' })
    const expired = vi.fn()
    window.addEventListener(SESSION_EXPIRED_EVENT, expired)
    let answer: (r: Response) => void = () => {}
    globalThis.fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    const late = api.GET('/user/me', { baseUrl: 'http://127.0.0.1/api' })
    await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(1))
    // Logout, then a login as someone else, while the old token's request is still out.
    saveSession({ token: 'new', photo: '', name: 'B' })
    answer(refused())
    await late
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired)
    expect(getToken()).toBe('new')
    expect(expired).not.toHaveBeenCalled()
  })
})
