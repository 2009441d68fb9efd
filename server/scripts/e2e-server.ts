import { ENV_NAMES } from '../src/env'

// Starts the real server for the end-to-end suite on a fresh database:
// a new database `e2e_<port>` on TEST_DATABASE_URL's server, or in-memory PGlite when none is set.
// Of every variable the server reads, only what Playwright's config passes is kept; the shell's others are not.
const GIVEN_BY_PLAYWRIGHT = new Set(['NODE_ENV', 'PORT', 'HOST', 'CLIENT_DIST'])
for (const name of ENV_NAMES) if (!GIVEN_BY_PLAYWRIGHT.has(name)) delete process.env[name]
const port = process.env.PORT ?? '4300'
const serverUrl = process.env.TEST_DATABASE_URL
if (serverUrl) {
  const { default: postgres } = await import('postgres')
  const name = `e2e_${port}`
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await sql.unsafe(`drop database if exists "${name}" with (force)`)
  await sql.unsafe(`create database "${name}"`)
  await sql.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
} else {
  delete process.env.DATABASE_URL
  process.env.DATA_DIR = 'memory://'
}
// The suite's own values, whatever the shell exported (a deploy shell has ADMIN_* and TRUST_PROXY set): the
// browser tests log in as this admin and are the only client, so no proxy address is believed.
process.env.ADMIN_EMAIL = 'admin@example.org'
process.env.ADMIN_PASSWORD = 'e2e-password-123'
process.env.ADMIN_NAME = 'E2E Admin'
process.env.TRUST_PROXY = '0'
// Backups taken through the dashboard, and the archive of an edition started in edition.spec.ts, go to folders of
// this run's own, not the project's ./backups and ./archives.
{
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  process.env.BACKUP_DIR = mkdtempSync(join(tmpdir(), 'icnari-e2e-backups-'))
  process.env.ARCHIVE_DIR = mkdtempSync(join(tmpdir(), 'icnari-e2e-archives-'))
}
process.env.LOG_LEVEL = process.env.E2E_LOG_LEVEL ?? 'error'
await import('../src/index')
