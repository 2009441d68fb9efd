import type { AuditEntry } from './api'

// Plain words for the log's entries: "Asha changed the speaker “Dr. A. Sharma”".

const ENTITY_NAMES: Record<string, string> = {
  paper: 'paper',
  speaker: 'speaker',
  update: 'recent update',
  photo: 'gallery photo',
  member: 'committee member',
  image: 'image',
  backup: 'backup',
  message: 'contact message',
  admin: 'admin',
  session: 'session',
  date: 'important date',
  announcement: 'announcement',
  settings: 'event settings',
}

const COMMITTEE_NAMES: Record<string, string> = {
  organising: 'organising',
  technical: 'technical programme',
  international: 'international advisory',
  industry: 'industry programme',
}

/** The entity as people say it ("recent update"); unknown ones as the log names them. */
export function entityName(entity: string): string {
  return ENTITY_NAMES[entity] ?? entity.replaceAll('-', ' ')
}

const VERBS: Record<string, string> = {
  create: 'added',
  update: 'changed',
  delete: 'deleted',
  priority: 'reordered',
  export: 'exported',
  import: 'imported',
  login: 'logged in',
  'login-failed': 'failed to log in',
  logout: 'logged out',
  'password-change': 'changed their password',
  'totp-enable': 'turned on two-factor authentication',
  'totp-disable': 'turned off two-factor authentication',
  'session-revoke': 'signed out a session',
}

/** Actions that are about the admin themself, not an item: no object follows the verb. */
const ACCOUNT_ACTIONS = new Set([
  'login',
  'login-failed',
  'logout',
  'password-change',
  'totp-enable',
  'totp-disable',
  'session-revoke',
])

const TITLE_FIELDS = ['name', 'heading', 'title', 'subject', 'label', 'text', 'file', 'url'] as const

/** The item's own name, from after (or before, for a deletion). */
function titleOf(entry: AuditEntry): string | undefined {
  const item = entry.after ?? entry.before
  if (!item) return undefined
  for (const field of TITLE_FIELDS) {
    const value = item[field]
    if (typeof value === 'string' && value.trim()) return value.length > 80 ? `${value.slice(0, 80)}…` : value
  }
  return undefined
}

/** "changed the speaker “Dr. A. Sharma”", "added an industry programme committee member “…”", "logged in". */
export function describeEntry(entry: AuditEntry): string {
  const verb = VERBS[entry.action] ?? entry.action.replaceAll('-', ' ')
  if (ACCOUNT_ACTIONS.has(entry.action)) return verb
  const kind = (entry.after ?? entry.before)?.kind
  const committee = typeof kind === 'string' ? COMMITTEE_NAMES[kind] : undefined
  const what = entry.entity === 'member' && committee ? `${committee} committee member` : entityName(entry.entity)
  const title = titleOf(entry)
  if (entry.action === 'export' && !title) return `${verb} the ${what}s`
  // A CMT import: its title is the file's name.
  if (entry.action === 'import') return `${verb} ${what}s${title ? ` from “${title}”` : ''}`
  return `${verb} the ${what}${title ? ` “${title}”` : ''}`
}
