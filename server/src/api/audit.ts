import type { Context } from 'hono'
import type { Database } from '../db/client'
import { auditLog } from '../db/schema'
import type { AppEnv } from './create-router'

/** A database or an open transaction on it: the audit entry goes wherever the change itself goes. */
export type Executor = Pick<Database, 'insert'>

export interface AuditActor {
  id: string | null
  email: string
  name: string
}

export interface AuditEntry {
  actor: AuditActor
  /** What happened: `create`, `update`, `delete`, `priority`, `login`, `login-failed`, `logout`, ... */
  action: string
  /** The kind of thing changed: `paper`, `speaker`, `date`, `settings`, `admin`, `session`, ... */
  entity: string
  entityId?: string | null
  before?: unknown
  after?: unknown
}

// Never stored, whatever the caller passes: the log is read by every admin and kept forever.
const SECRET_KEYS =
  /^(password|passwordHash|password_hash|token|tokenHash|token_hash|totpSecret|totp_secret|secret|codeHash|code_hash|challenge|challengeHash|recoveryCodes|code|currentPassword|newPassword)$/i

/** A JSON copy of `value` without any secret field, at any depth. */
export function scrubSecrets(value: unknown): unknown {
  if (value === undefined || value === null) return null
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(scrubSecrets)
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (!SECRET_KEYS.test(key)) out[key] = scrubSecrets(v)
    }
    return out
  }
  return value
}

/** Records one audit entry through `executor` (pass the transaction that makes the change). */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    actorName: entry.actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: scrubSecrets(entry.before),
    after: scrubSecrets(entry.after),
  })
}

/** The signed-in admin of a request behind requireAdmin, as an audit actor. */
export function actorOf(c: Context<AppEnv>): AuditActor {
  const admin = c.get('admin')
  return { id: admin.id, email: admin.email, name: admin.name }
}

/** What a write tells `audited` to record; the actor is the signed-in admin. */
export type AuditRecord = Omit<AuditEntry, 'actor'>

/**
 * Runs an admin write in one transaction with its audit entries: `write` makes the change through `tx` and calls
 * `record` for each entry, so the change and its record land together or not at all (a throw rolls back both).
 */
export function audited<T>(
  c: Context<AppEnv>,
  write: (tx: Database, record: (entry: AuditRecord) => Promise<void>) => Promise<T>,
): Promise<T> {
  const actor = actorOf(c)
  return c.get('db').transaction((tx) => write(tx, (entry) => recordAudit(tx, { ...entry, actor })))
}
