import {
  CHANGE_TYPES,
  type ChangeType,
  indiaClock,
  indiaDayTime,
  type ProgrammeChange,
  type SessionPlace,
} from './programme'

// A programme's changes in plain English, for the changelog page, the publish panel's preview and the Atom feed.

/** "6 March, 14:30, Seminar Hall 1": a scheduled place as the changelog says it. */
const placeWords = (p: SessionPlace & { start: string }): string =>
  `${indiaDayTime(p.start).replace(/ (\d{2}:\d{2})$/, ', $1')}, ${p.room ?? 'all rooms'}`

/** What a `changed` entry's field names are called in a sentence. */
const FIELD_WORDS: Record<string, string> = {
  kind: 'kind of session',
  link: 'online link',
  people: 'people',
  speakers: 'speakers',
}

/** "title, description and online link". */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/**
 * One change in plain English: "Scheduled for 6 March, 14:30, Seminar Hall 1", "Moved to 7 March, 11:30,
 * Seminar Hall 2 (was 7 March, 10:00, Seminar Hall 1)", "Updated: title and description".
 */
export function changeInWords(change: ProgrammeChange): string {
  const { before, after } = change
  switch (change.type) {
    case 'added':
      return after?.start ? `Added for ${placeWords({ ...after, start: after.start })}` : 'Added, time to be announced'
    case 'moved':
      if (!before || !after) return 'Moved'
      if (!after.start)
        return before.start
          ? `Time to be announced again (was ${placeWords({ ...before, start: before.start })})`
          : 'Moved'
      if (!before.start) return `Scheduled for ${placeWords({ ...after, start: after.start })}`
      return `Moved to ${placeWords({ ...after, start: after.start })} (was ${placeWords({ ...before, start: before.start })})`
    case 'cancelled':
      return 'Cancelled'
    case 'removed':
      return 'Removed from the programme'
    case 'changed': {
      const fields = (change.fields ?? []).filter((f) => f !== 'status')
      const restored = change.fields?.includes('status')
      const updated = fields.length ? `Updated: ${listInWords(fields.map((f) => FIELD_WORDS[f] ?? f))}` : ''
      if (restored) return updated ? `No longer cancelled. ${updated}` : 'No longer cancelled'
      return updated || 'Updated'
    }
  }
}

/** Days (India time) the added sessions of a change list fall on, in order. */
const daysOf = (changes: readonly ProgrammeChange[]) =>
  [...new Set(changes.flatMap((c) => (c.after?.start ? [indiaClock(c.after.start).day] : [])))].sort()

/**
 * A version that only adds sessions to an empty programme (the first publication) reads as one entry:
 * "Programme published: 20 sessions over 3 days". Null for any other version.
 */
export function publicationInWords(changes: readonly ProgrammeChange[], versionNumber: number): string | null {
  if (versionNumber !== 1 || !changes.length || changes.some((c) => c.type !== 'added')) return null
  const n = changes.length
  const days = daysOf(changes).length
  const unscheduled = changes.filter((c) => !c.after?.start).length
  return [
    `Programme published: ${n} session${n === 1 ? '' : 's'}`,
    days ? ` over ${days} day${days === 1 ? '' : 's'}` : '',
    unscheduled && unscheduled < n ? ` (${unscheduled} still to be scheduled)` : '',
  ].join('')
}

/** A session of the first publication in a compact line: "6 March, 14:30 · Seminar Hall 1". */
export function compactPlace(change: ProgrammeChange): string {
  const after = change.after
  if (!after?.start) return 'Time to be announced'
  const { time } = indiaClock(after.start)
  const day = indiaDayTime(after.start).replace(/ \d{2}:\d{2}$/, '')
  return `${day}, ${time} · ${after.room ?? 'All rooms'}`
}

/** A version's changes counted in words: "2 sessions moved, 1 cancelled" (the Atom entry's title). */
export function changesSummary(changes: ProgrammeChange[]): string {
  if (!changes.length) return 'no session changed'
  const counts = new Map<ChangeType, number>()
  for (const c of changes) counts.set(c.type, (counts.get(c.type) ?? 0) + 1)
  const parts = CHANGE_TYPES.filter((t) => counts.has(t)).map((t, i) => {
    const n = counts.get(t)!
    return i === 0 ? `${n} session${n === 1 ? '' : 's'} ${t}` : `${n} ${t}`
  })
  return parts.join(', ')
}
