// How fast the audit log grows (issue 19: "keep everything; say how large it grows per thousand writes").
// Makes 1,000 audited admin writes through the API, a quarter each of create, update, priority and delete of a
// speaker with a 400-character description (what an admin's edits look like), and reports the growth of
// pg_total_relation_size('audit_log') (table, TOAST and indexes). PGlite by default; Postgres with
// TEST_DATABASE_URL (a fresh database, dropped afterwards). Run: npx tsx bench/audit-growth.ts
import { sql } from 'drizzle-orm'
import { createApp } from '../server/src/app'
import { createAdmin } from '../server/src/auth/admins'
import { type DatabaseHandle, openDatabase } from '../server/src/db/client'
import { migrateDatabase } from '../server/src/db/migrate'
import { createDatabaseOn } from '../server/test/database'

const WRITES = 1000
const ADMIN = { name: 'Bench Admin', email: 'bench.admin@example.org', password: 'bench-password-123' }
const description = 'Professor of electrical engineering, working on fast-charging converters. '.repeat(6).slice(0, 400)

async function open(): Promise<{ handle: DatabaseHandle; kind: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL
  if (!server) {
    const handle = await openDatabase({ dataDir: 'memory://' })
    return { handle, kind: 'PGlite', drop: () => handle.close() }
  }
  const { url, drop } = await createDatabaseOn(server, 'bench_audit')
  const handle = await openDatabase({ databaseUrl: url, max: 3 })
  const dropAll = async () => {
    await handle.close()
    await drop()
  }
  return { handle, kind: 'Postgres', drop: dropAll }
}

/** One number from SQL (postgres.js answers an array of rows, PGlite an object with `rows`). */
async function numberOf(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await handle.db.execute(query)) as unknown
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
  return Number((rows[0] as { n: string | number }).n)
}

const auditBytes = (handle: DatabaseHandle) => numberOf(handle, sql`select pg_total_relation_size('audit_log') as n`)
const auditEntries = (handle: DatabaseHandle) => numberOf(handle, sql`select count(*) as n from audit_log`)

async function main() {
  const { handle, kind, drop } = await open()
  try {
    await migrateDatabase(handle)
    await createAdmin(handle.db, ADMIN)
    const { app } = createApp({ database: handle, logErrors: true })
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (token) headers.token = token
      const res = await app.request(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
      return (await res.json()) as Record<string, unknown>
    }
    const { token } = (await call('POST', '/user/login', undefined, ADMIN)) as { token: string }
    const start = await auditBytes(handle)
    const entriesBefore = await auditEntries(handle)
    for (let i = 0; i < WRITES / 4; i++) {
      const body = { name: `Dr. Speaker ${i}`, specialization: ['Power electronics', 'Electric vehicles'], description }
      const { speaker } = (await call('POST', '/speaker/create', token, body)) as { speaker: { _id: string } }
      await call('PUT', `/speaker/update/${speaker._id}`, token, { ...body, name: `Prof. Speaker ${i}` })
      await call('PATCH', `/speaker/setPriority/${speaker._id}`, token, { priority: i % 10 })
      await call('DELETE', `/speaker/delete/${speaker._id}`, token)
    }
    const end = await auditBytes(handle)
    const entries = await auditEntries(handle)
    const grown = end - start
    console.log(
      `audit log on ${kind}: ${entries - entriesBefore} entries from ${WRITES} writes; ` +
        `pg_total_relation_size('audit_log') ${start} -> ${end} bytes: ` +
        `${(grown / 1024).toFixed(0)} KiB per 1,000 writes (${Math.round(grown / WRITES)} bytes per write)`,
    )
  } finally {
    await drop()
  }
}

await main()
