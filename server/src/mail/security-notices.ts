import { and, count, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { recoveryCodes } from '../db/schema'
import { queueMail } from './outbox'

// Notices to an admin's own address when their credentials change (OWASP ASVS 5.0: users are told of changes to
// their authentication details). Each is queued in the transaction of the change itself.

interface AdminAddress {
  id: string
  name: string
  email: string
}

/** "2 March 2031, 10:15 UTC". */
const timeOf = (d: Date) =>
  `${d.toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' })} UTC`

const loginUrl = (origin: string) => `${origin}/login`

export function noticePasswordChanged(tx: Database, admin: AdminAddress, origin: string) {
  return queueMail(tx, {
    template: 'password-changed',
    to: admin.email,
    values: { name: admin.name, time: timeOf(new Date()), loginUrl: loginUrl(origin) },
  })
}

export function noticeSecondFactorChanged(tx: Database, admin: AdminAddress, on: boolean, origin: string) {
  return queueMail(tx, {
    template: 'second-factor-changed',
    to: admin.email,
    values: {
      name: admin.name,
      change: on ? 'turned on' : 'turned off',
      time: timeOf(new Date()),
      loginUrl: loginUrl(origin),
    },
  })
}

export async function noticeRecoveryCodeUsed(tx: Database, admin: AdminAddress, origin: string) {
  const [left] = await tx
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.adminId, admin.id), isNull(recoveryCodes.usedAt)))
  return queueMail(tx, {
    template: 'recovery-code-used',
    to: admin.email,
    values: { name: admin.name, time: timeOf(new Date()), remaining: String(left?.n ?? 0), loginUrl: loginUrl(origin) },
  })
}

/** To an admin another admin created: who did, and where to sign in; never a password. */
export function noticeAdminWelcome(tx: Database, admin: AdminAddress, createdBy: string, origin: string) {
  return queueMail(tx, {
    template: 'admin-welcome',
    to: admin.email,
    values: { name: admin.name, email: admin.email, createdBy, loginUrl: loginUrl(origin) },
  })
}
