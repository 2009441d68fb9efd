import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import SEARCH_PAGES from './search-pages.json'

// The static pages' texts come from the client's content (client/src/content/search-pages.ts), written to
// search-pages.json by `npm run search-pages -w @icnari/client` (docs/decisions/010-site-search.md). The first
// search of a process copies them into search.pages (migration 0005) when the table holds another version, so
// they are ranked and cut into snippets exactly like the tables' rows.

export interface StaticPage {
  url: string
  title: string
  description: string
  text: string
}

export const STATIC_PAGES: readonly StaticPage[] = SEARCH_PAGES
const PAGES_JSON = JSON.stringify(STATIC_PAGES)
export const PAGES_VERSION = createHash('sha256').update(PAGES_JSON).digest('hex').slice(0, 32)
// Instances starting together copy the pages one at a time (a transaction-level advisory lock).
const PAGES_LOCK_ID = 727_202_18

/** The rows of db.execute on either driver (postgres.js answers an array, PGlite `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[]
}

async function copyPages(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAGES_LOCK_ID})`)
    const [current] = rowsOf<{ version: string }>(await tx.execute(sql`select version from search.pages_version`))
    if (current?.version === PAGES_VERSION) return
    await tx.execute(sql`delete from search.pages`)
    await tx.execute(sql`
      insert into search.pages (url, title, description, text)
      select url, title, description, text
        from json_to_recordset(${PAGES_JSON}::json) as p(url text, title text, description text, text text)`)
    await tx.execute(sql`
      insert into search.pages_version (id, version) values (1, ${PAGES_VERSION})
      on conflict (id) do update set version = excluded.version`)
  })
}

const copied = new WeakMap<Database, Promise<void>>()

/** Resolves once search.pages holds this build's pages (copied at most once per process; retried after a failure). */
export function pagesReady(db: Database): Promise<void> {
  let ready = copied.get(db)
  if (!ready) {
    ready = copyPages(db)
    copied.set(db, ready)
    ready.catch(() => copied.delete(db))
  }
  return ready
}
