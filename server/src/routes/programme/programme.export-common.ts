import { createHash } from 'node:crypto'
import type { Conference } from '../../../../common/conference'
import type { ProgrammeVersion, PublishedSession } from '../../../../common/programme'

// What every export of the published programme (programme.exports.ts) names a session and the conference by.

/** What the exports name the conference by; undefined while the event settings have never been set. */
export type ExportConference = Pick<Conference, 'acronym' | 'shortName' | 'name' | 'startDate' | 'endDate' | 'venue'>

export type Version = Pick<ProgrammeVersion, 'number' | 'publishedAt'> | null

const FALLBACK_ACRONYM = 'conference'
/** The conference's acronym (the frab acronym, the file names, the calendar's UID domain without a public URL). */
export const acronymOf = (conference: ExportConference | undefined) => conference?.acronym || FALLBACK_ACRONYM
export const shortNameOf = (conference: ExportConference | undefined) => conference?.shortName || 'Conference'

/** Sessions with a time (the frab exports and the calendar leave out those still to be scheduled). */
export const isTimed = (s: PublishedSession): s is PublishedSession & { start: string; end: string } =>
  s.start !== null && s.end !== null

export const byStart = (a: PublishedSession, b: PublishedSession) =>
  new Date(a.start!).getTime() - new Date(b.start!).getTime() || a.number - b.number

/** A name-based UUID (RFC 4122 version 5, in the URL namespace): the same name gives the same UUID on every run. */
export function uuidFromName(name: string): string {
  const namespace = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex')
  const hash = createHash('sha1').update(namespace).update(name).digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The page of a session on the site. */
export const sessionUrl = (origin: string, slug: string) => `${origin}/programme/${slug}`

/** Paragraphs of plain text (blank lines between them). */
export const paragraphsOf = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

/** What a session says beyond its first paragraph: the rest of its text, its chairs and its papers. */
export function detailsOf(session: PublishedSession, skipFirstParagraph: boolean): string {
  const parts = paragraphsOf(session.description).slice(skipFirstParagraph ? 1 : 0)
  if (session.chairs.length) parts.push(`Chair${session.chairs.length > 1 ? 's' : ''}: ${session.chairs.join(', ')}`)
  if (session.papers.length)
    parts.push(
      [
        'Papers:',
        ...session.papers.map(
          (p, i) => `${i + 1}. ${p.heading}${p.authors.length ? ` (${p.authors.join(', ')})` : ''}`,
        ),
      ].join('\n'),
    )
  return parts.join('\n\n')
}
