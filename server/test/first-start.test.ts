import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from './reliability/server-process'

// What `make start` shows on a fresh clone: its last line says where to open the site and, the first time, who can
// log in with which generated password; the next start says only where. Embedded PGlite in a folder of its own.
const dataDir = mkdtempSync(join(tmpdir(), 'first-start-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const fresh = { DATA_DIR: dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'info' }

// Request lines (the helper's own health checks, one of which a slow host may log late) come after start-up.
const lastLine = (output: string) =>
  output
    .trim()
    .split('\n')
    .filter((line) => !line.includes('"msg":"request"'))
    .at(-1) ?? ''

describe('the start line', () => {
  it('ends the first start with where to open the site and the generated admin, and later starts with where only', async () => {
    const first = await startServer({ databaseUrl: '', env: fresh, timeoutMs: 60_000 })
    let password: string
    try {
      const line = lastLine(first.output())
      const match =
        /^Open http:\/\/localhost:(\d+) — first admin: admin@example\.org, password (\S+) \(shown once;/.exec(line)
      expect(match, line).not.toBeNull()
      expect(Number(match![1])).toBe(first.port)
      password = match![2]!
      const login = await fetch(`${first.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.org', password }),
      })
      expect(login.status).toBe(200)
    } finally {
      await first.stop()
    }
    const again = await startServer({ databaseUrl: '', env: fresh, timeoutMs: 60_000 })
    try {
      expect(lastLine(again.output())).toBe(`Open http://localhost:${again.port}`)
      expect(again.output()).not.toContain(password)
    } finally {
      await again.stop()
    }
  }, 150_000)
})
