import type { ArchiveSite } from './archive/reader'
import type { PasswordHashing } from './auth/passwords'
import type { SecretKey } from './auth/secret-key'
import type { ResponseCache } from './cache/response-cache'
import type { DatabaseHandle } from './db/client'
import type { SiteOrigin } from './http/site-origin'
import type { Logger } from './observability/logger'
import type { RenderModule } from './pages/renderer'

export interface AppOptions {
  /** Absent only when the app is built to emit the OpenAPI document. */
  database?: DatabaseHandle
  /** Folder of the built web client, served at `/`. */
  clientDist?: string
  /**
   * The server-render bundle (client/src/entry-server.tsx): by default `dist-server/entry-server.js` beside
   * `clientDist`; tests pass a module. Without one, pages are left to the browser.
   */
  renderModule?: RenderModule | string
  corsOrigins?: string[]
  /** Proxy hops to trust in X-Forwarded-For (true means 1). */
  trustProxy?: boolean | number
  /** PUBLIC_URL: the base of image URLs in answers; without it, the request's own origin (http/public-url.ts). */
  publicUrl?: string
  /** The site's origin and the hosts it answers (built from publicUrl and trustProxy when absent). */
  siteOrigin?: SiteOrigin
  /** Past editions' archives (ARCHIVE_DIR), served by the Node listener; the next edition writes one there. */
  archives?: ArchiveSite
  /** Where `POST /editions/next` writes its backup first (BACKUP_DIR). */
  backupDir?: string
  /** The app renders pages for an archive (routes/editions/editions.archive.ts): every long list whole. */
  archiveRender?: boolean
  /** Tests only: hooks of the next edition's run (editions.handlers.ts EditionDeps). */
  editionHooks?: { afterArchive?: () => Promise<void>; beforeCommit?: () => Promise<void> }
  logErrors?: boolean
  /** Where unhandled errors go (without it: console.error, which fails a test). */
  logger?: Logger
  /** Cache of public GET responses; started by the caller (it listens on Postgres). */
  responseCache?: ResponseCache
  /**
   * scrypt cost of new password hashes and of the rehash on login (default OWASP_SCRYPT). Only tests lower it, by
   * this option and never from the environment, so that logging in hundreds of times stays quick.
   */
  passwordHashing?: PasswordHashing
  /** The current time, read per request (date statuses, the banner's windows); tests fix it. */
  now?: () => Date
  /**
   * How a login attempt waits when its e-mail has many recent failures (api/login-attempts.ts): a timer by
   * default; tests pass one that only records the delay asked for.
   */
  sleep?: (ms: number) => Promise<void>
  /**
   * The key of the second factor at rest (auth/secret-key.ts: SECRET_KEY or DATA_DIR's key file, loaded by index.ts).
   * Absent (tests, the contract build): one random key for this process.
   */
  secretKey?: SecretKey
}
