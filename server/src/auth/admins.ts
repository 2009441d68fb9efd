import { randomBytes } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { type AuditActor, recordAudit } from '../api/audit'
import { HttpError, pgErrorCode } from '../api/errors'
import type { Database } from '../db/client'
import { admins } from '../db/schema'
import { type AdminRole, hashPassword, OWASP_SCRYPT, type PasswordHashing } from './passwords'

export interface NewAdmin {
  name: string
  email: string
  password: string
  pic?: string
  role?: AdminRole
}

export interface CreateAdminOptions {
  /** scrypt cost (default OWASP's; tests pass a lower one). */
  cost?: PasswordHashing
  /** Who creates the admin: recorded in the audit log in the same transaction (test fixtures record nothing). */
  actor?: AuditActor
  /** Runs in the creating transaction (the welcome mail: mail/security-notices.ts). */
  afterCreate?: (tx: Database, admin: { id: string; name: string; email: string }) => Promise<unknown>
}

/** The actor of admins created outside the API. */
export const COMMAND_LINE_ACTOR: AuditActor = { id: null, email: 'command line', name: 'npm run admin:create' }
export const FIRST_START_ACTOR: AuditActor = { id: null, email: 'first start', name: 'ADMIN_EMAIL / ADMIN_PASSWORD' }

/** Creates an admin with a hashed password; 409 when the e-mail is taken. */
export async function createAdmin(db: Database, input: NewAdmin, options: CreateAdminOptions = {}) {
  const email = input.email.trim().toLowerCase()
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email)).limit(1)
  if (existing) throw new HttpError(409, 'An admin with this email already exists.')
  const passwordHash = await hashPassword(input.password, options.cost ?? OWASP_SCRYPT)
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(admins)
        .values({ name: input.name.trim(), email, passwordHash, pic: input.pic ?? '', role: input.role ?? 'admin' })
        .returning({ id: admins.id, name: admins.name, email: admins.email, pic: admins.pic, role: admins.role })
      if (options.actor) {
        await recordAudit(tx, {
          actor: options.actor,
          action: 'create',
          entity: 'admin',
          entityId: row!.id,
          after: { name: row!.name, email: row!.email, pic: row!.pic, role: row!.role },
        })
      }
      await options.afterCreate?.(tx, row!)
      return row!
    })
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw new HttpError(409, 'An admin with this email already exists.')
    throw err
  }
}

/**
 * First start: when no admin exists, create one from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password.
 * Answers who was created (and the generated password, which the caller prints once and keeps nowhere).
 */
export async function bootstrapFirstAdmin(
  db: Database,
  opts: { email?: string; password?: string; name: string },
): Promise<{ email: string; generatedPassword?: string } | undefined> {
  const [row] = await db.select({ n: count() }).from(admins)
  if ((row?.n ?? 0) > 0) return undefined
  const email = opts.email?.trim() || 'admin@example.org'
  const generated = !opts.password
  const password = opts.password || randomBytes(12).toString('base64url')
  if (password.length < 8) throw new Error('ADMIN_PASSWORD must have at least 8 characters.')
  await createAdmin(db, { name: opts.name, email, password }, { actor: FIRST_START_ACTOR })
  return generated ? { email, generatedPassword: password } : { email }
}
