import { OpenAPIHono } from '@hono/zod-openapi'
import type { AuthenticatedAdmin, PasswordHashing } from '../auth/passwords'
import type { SecretKey } from '../auth/secret-key'
import { type CacheDeclaration, declareCache } from '../cache/keys'
import type { Database } from '../db/client'

export interface AppEnv {
  Variables: {
    db: Database
    admin: AuthenticatedAdmin
    /** The caller's address as far as we can tell (X-Forwarded-For only behind a trusted proxy). */
    clientIp: string
    /** Origin of image URLs in answers: PUBLIC_URL's, else the request's ('' keeps them relative). */
    publicOrigin: string
    /** The origin this request was sent to ('' when its host is odd): images on it are ours too. */
    requestOrigin: string
    /** The scrypt cost of new password hashes (AppOptions.passwordHashing): OWASP's, lower only in tests. */
    passwordHashing: PasswordHashing
    /** The current time (AppOptions.now; tests fix it). */
    now: () => Date
    /** Waits `ms` (AppOptions.sleep): how a paced login attempt waits; tests only record it. */
    sleep: (ms: number) => Promise<void>
    /** The key of the second factor at rest (AppOptions.secretKey, auth/secret-key.ts). */
    secretKey: SecretKey
  }
}

/**
 * Every router is built here so every validation failure has one shape: 400 { message, issues }. A router whose
 * answers the response cache keeps declares it here (`cache`): its topic, its cached reads and what its writes drop.
 */
export function createRouter(options: { cache?: CacheDeclaration[] } = {}) {
  declareCache(...(options.cache ?? []))
  return new OpenAPIHono<AppEnv>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) {
        const issues = result.error.issues.map((i) => ({
          path: i.path.map(String).join('.') || '(body)',
          message: i.message,
        }))
        const message = issues.map((i) => `${i.path}: ${i.message}`).join(' ')
        return c.json({ message: message || 'The input is invalid.', issues }, 400)
      }
    },
  })
}

export type AppRouter = ReturnType<typeof createRouter>
