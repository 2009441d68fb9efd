import { expect } from 'vitest'
import type { TestContext } from '../../../test/context'

// What the audit test files share: reading the newest entries through GET /api/audit.

export interface AuditEntryJson {
  _id: string
  at: string
  actor: { _id: string | null; email: string; name: string }
  action: string
  entity: string
  entityId: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** The newest `limit` entries (of one entity when given), newest first. */
export async function newestEntries(ctx: TestContext, token: string, entity?: string, limit = 1) {
  const query = new URLSearchParams({ limit: String(limit), ...(entity ? { entity } : {}) })
  const res = await ctx.request(`/audit?${query}`, { token })
  expect(res.status).toBe(200)
  return (await res.json()).entries as AuditEntryJson[]
}

/** The newest entry (of one entity when given). */
export async function newestEntry(ctx: TestContext, token: string, entity?: string) {
  const [entry] = await newestEntries(ctx, token, entity)
  expect(entry).toBeDefined()
  return entry!
}
