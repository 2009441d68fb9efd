/**
 * Technical sessions (workshops) at /programs/technical-session/:ts. Their texts, speakers and coordinators are
 * data now: sessions of kind 'workshop' of the published programme (GET /api/programme; migration 0011 moved the
 * first three there), edited at /admin/programme. What stays here is the pages' own wording.
 */

export { PERSON_PLACEHOLDER_IMAGE } from './people'

/** Shown when the slug matches no published workshop. */
export const SESSION_NOT_FOUND_MESSAGE = 'Session not found'

/** Initials shown when a portrait is missing, e.g. "Dr. Vivek Garg" → "VG". */
export function personInitials(name: string): string {
  const words = name
    .replace(/^(dr|prof|mr|ms|mrs)\.?\s+/i, '')
    .split(/\s+/)
    .filter((w) => w.length > 0)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}
