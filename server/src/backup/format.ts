import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { migrationsFolder } from '../db/migrate'
import * as schema from '../db/schema'

/** Raised when a backup cannot be taken or restored; its message is the one line an operator sees. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

/**
 * Bumped when the archive's layout or the meaning of what it holds changes; a restore refuses a formatVersion above
 * the one it knows, and restores every earlier one.
 * - 1: the first.
 * - 2: admins' TOTP secrets encrypted (AES-256-GCM) and recovery codes HMAC-SHA-256, both with the server's key
 *   (SECRET_KEY), which the backup does not hold. A format 1 backup's plain secrets and sha256 codes are brought
 *   to this form when it is restored.
 */
export const FORMAT_VERSION = 2

/**
 * Left out of every backup: login sessions and second-step challenges (a restore must not revive old tokens) and
 * rate-limit counters.
 */
export const EXCLUDED_TABLES: readonly string[] = [schema.sessions, schema.loginChallenges, schema.rateLimitEvents].map(
  (t) => getTableConfig(t).name,
)

/**
 * Filled by a migration on every new database (0003_seed_season: the season; 0011_workshop_sessions: the workshops
 * as sessions, published as version 1; 0012_records_and_sponsors: the organising committee's headings), so their rows alone do not make a database "hold data" for a restore: the
 * restore replaces them. A site anyone has edited has an admin, which still counts.
 */
export const SEEDED_TABLES: readonly string[] = [
  schema.importantDates,
  schema.announcements,
  schema.eventSettings,
  schema.programmeSessions,
  schema.programmeVersions,
  schema.organisingHeadings,
].map((t) => getTableConfig(t).name)

/** Every table the drizzle schema declares (used by tests to prove none is left out of a backup). */
export function schemaTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((t) => getTableConfig(t).name)
    .sort()
}

/**
 * Columns kept as files of their own rather than inside the JSON lines: uploaded images, stored exactly as
 * GET /api/images/<id>.webp serves them (the file is named like the URL).
 */
export const FILE_COLUMNS: Record<string, { column: string; dir: string; typeColumn: string }> = {
  [getTableConfig(schema.images).name]: { column: 'data', dir: 'images', typeColumn: 'content_type' },
}

/** `image/webp` -> `webp`: the extension the image's URL has. */
export function extensionOf(contentType: string): string {
  const sub = /^image\/([a-z0-9.+-]+)$/i.exec(contentType)?.[1]?.toLowerCase() ?? 'bin'
  return sub === 'jpeg' ? 'jpg' : sub.replace(/[^a-z0-9]/g, '') || 'bin'
}

export interface MigrationEntry {
  idx: number
  tag: string
  when: number
}

/** The migrations this build knows (migrations/meta/_journal.json), oldest first. */
export function knownMigrations(): MigrationEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: MigrationEntry[]
  }
  return [...journal.entries].sort((a, b) => a.when - b.when)
}

export interface TablePart {
  path: string
  table: string
  rowCount: number
  bytes: number
  sha256: string
  /** For a table whose column is kept as files (images): which column, and the folder of its files. */
  files?: { column: string; dir: string }
}

export interface FilePart {
  path: string
  bytes: number
  sha256: string
}

export interface Manifest {
  formatVersion: number
  application: 'icnari-2026'
  /** The newest migration applied to the database the backup was taken from. */
  schemaVersion: { tag: string; when: number }
  takenAt: string
  database: 'postgres' | 'pglite'
  note: string
  excludedTables: string[]
  tables: TablePart[]
  files: FilePart[]
}

export const MANIFEST_NOTE =
  'Holds every table of the site: the admins with their password hashes (scrypt) and their second factor (TOTP ' +
  'secrets encrypted with AES-256-GCM and recovery codes as HMAC-SHA-256, both with the server key SECRET_KEY, ' +
  'which is not in this file), the contact messages (names, e-mail addresses, phone numbers, messages) and the ' +
  "replies to them, the mail outbox (every mail's address and body: personal data) and the mail templates, the " +
  'audit log and every uploaded image. Store it as carefully as the database itself: encrypted, readable only by ' +
  'those who run the site, never in a public folder or in git, and never beside SECRET_KEY. Login sessions, ' +
  'second-step challenges and rate-limit counters are not included. Restored on a server with another key, the ' +
  'admins are kept and their second factor is switched off (they enrol again).'
