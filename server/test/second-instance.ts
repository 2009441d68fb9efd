import { afterAll, beforeAll } from 'vitest'
import { createApp } from '../src/app'
import type { AppOptions } from '../src/app-options'
import { ResponseCache } from '../src/cache/response-cache'
import { type DatabaseHandle, openDatabase } from '../src/db/client'
import type { TestContext } from './context'

/**
 * A second instance on the test file's Postgres, as a second server process would be: its own pool, response cache
 * and app (with `options`), made in beforeAll and closed in afterAll. Only with TEST_DATABASE_URL (PGlite has no
 * second connection). The fields are set once beforeAll has run.
 */
export function useSecondInstance(
  ctx: TestContext,
  options: () => AppOptions = () => ({}),
): { database: DatabaseHandle; cache: ResponseCache; app: ReturnType<typeof createApp>['app'] } {
  const second = {} as ReturnType<typeof useSecondInstance>
  beforeAll(async () => {
    second.database = await openDatabase({ databaseUrl: ctx.db.url!, max: 3 })
    second.cache = new ResponseCache(second.database)
    await second.cache.start()
    second.app = createApp({ ...options(), database: second.database, responseCache: second.cache }).app
  })
  afterAll(async () => {
    await second.cache.stop()
    await second.database.close()
  })
  return second
}
