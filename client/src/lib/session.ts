// The admin session lives in localStorage: `token`, plus the stored `photo` and `name`.
const KEYS = { token: 'token', photo: 'photo', name: 'name' } as const

export interface StoredSession {
  token: string
  photo: string
  name: string
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function getToken(): string | null {
  return storage()?.getItem(KEYS.token) ?? null
}

export function hasToken(): boolean {
  return Boolean(getToken())
}

export function getSession(): StoredSession | null {
  const s = storage()
  const token = s?.getItem(KEYS.token)
  if (!s || !token) return null
  return { token, photo: s.getItem(KEYS.photo) ?? '', name: s.getItem(KEYS.name) ?? '' }
}

export function saveSession(session: StoredSession): void {
  const s = storage()
  if (!s) return
  s.setItem(KEYS.token, session.token)
  s.setItem(KEYS.photo, session.photo)
  s.setItem(KEYS.name, session.name)
  window.dispatchEvent(new Event('session-change'))
}

export function clearSession(): void {
  const s = storage()
  if (!s) return
  s.removeItem(KEYS.token)
  s.removeItem(KEYS.photo)
  s.removeItem(KEYS.name)
  window.dispatchEvent(new Event('session-change'))
}

/** Fired when the server refuses a stored token (expired or revoked); the root layout sends the admin to /login. */
export const SESSION_EXPIRED_EVENT = 'session-expired'

/** What the admin is told then; one toast id, so the guard and the root layout never show it twice. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.'
export const SESSION_EXPIRED_TOAST = { id: 'session-expired' } as const
