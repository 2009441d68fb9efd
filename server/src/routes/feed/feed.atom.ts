import { createHash } from 'node:crypto'
import { type Conference, conferenceDates } from '../../../../common/conference'
import { changeInWords, changesSummary, publicationInWords } from '../../../../common/programme-words'
import type { ProgrammeVersionEntry } from '../programme/programme.published'
import type { RecentUpdateRow } from './feed.queries'

/** "ICNARI 2027 updates": the feed is named by the conference of the event settings. */
export function feedTitleOf(conference: Conference | undefined): string {
  return conference ? `${conference.shortName} updates` : 'Conference updates'
}
/** The feed's permanent id (RFC 4287 §4.2.6): a fixed URN, so it stays when the site moves to another domain. */
export const FEED_ID = 'urn:uuid:6f0c5b8e-3d2a-4e71-9c4b-2a1d7e9f0b36'
/** `updated` of a feed without entries: a fixed instant, so an empty feed keeps its ETag. */
const EMPTY_FEED_UPDATED = new Date('2025-06-16T00:00:00Z')

// Characters XML 1.0 does not allow at all (§2.2): C0 controls but tab, CR and LF; lone surrogates; U+FFFE/FFFF.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Text for XML content and attribute values: escaped, and without characters XML cannot carry. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

const element = (name: string, value: string, attrs = '') => `<${name}${attrs}>${xmlText(value)}</${name}>`
const link = (rel: string, href: string, type?: string, title?: string) =>
  `<link rel="${rel}" href="${xmlText(href)}"${type ? ` type="${type}"` : ''}${title ? ` title="${xmlText(title)}"` : ''}/>`

/** Where an entry leads: its own link, else its place on the site's updates page. */
export function entryLink(row: RecentUpdateRow, origin: string): string {
  return row.link || `${origin}/allupdates#update-${row.id}`
}

function entry(row: RecentUpdateRow, origin: string): string {
  return [
    '<entry>',
    element('id', `urn:uuid:${row.id}`),
    element('title', row.title, ' type="text"'),
    element('updated', row.updatedAt.toISOString()),
    element('published', row.createdAt.toISOString()),
    link('alternate', entryLink(row, origin), 'text/html'),
    element('summary', row.description, ' type="text"'),
    element('content', row.description, ' type="text"'),
    '</entry>',
  ].join('\n')
}

/** A name-based UUID (RFC 9562 version 5, SHA-1) in FEED_ID's namespace: the same name, the same id. */
export function nameUuid(name: string): string {
  const namespace = Buffer.from(FEED_ID.slice('urn:uuid:'.length).replace(/-/g, ''), 'hex')
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The permanent id of a version's entry. Version numbers start again at 1 in each edition, so the id is made from
 * the edition's acronym and the number: version 1 of the next edition is a new entry.
 */
export function versionEntryId(acronym: string, number: number): string {
  return `urn:uuid:${nameUuid(`${acronym}/programme/${number}`)}`
}

/** The title of a version's entry: "Programme updated: 2 sessions moved, 1 cancelled". */
export const versionEntryTitle = (version: ProgrammeVersionEntry) =>
  publicationInWords(version.changes, version.number) ?? `Programme updated: ${changesSummary(version.changes)}`

function versionEntry(version: ProgrammeVersionEntry, origin: string, acronym: string): string {
  const lines = [
    ...(version.note ? [version.note, ''] : []),
    ...version.changes.map((c) => `${c.title}: ${changeInWords(c)}`),
  ]
  const text = lines.join('\n') || `Version ${version.number} of the programme.`
  const at = version.publishedAt.toISOString()
  return [
    '<entry>',
    element('id', versionEntryId(acronym, version.number)),
    element('title', versionEntryTitle(version), ' type="text"'),
    element('updated', at),
    element('published', at),
    link('alternate', `${origin}/programme/changes`, 'text/html'),
    element('summary', text, ' type="text"'),
    element('content', text, ' type="text"'),
    '</entry>',
  ].join('\n')
}

/**
 * An Atom 1.0 document (RFC 4287) of the updates and the programme's published versions, newest first (by when
 * each was posted or published; at most `size` entries), named by the conference of the event settings (undefined
 * only while they have never been set).
 */
/**
 * The feed's id names the edition (issue 54 item 6): the next edition's feed is another feed, so a reader does not
 * take it for the old one's. Made from the acronym in FEED_ID's namespace; FEED_ID itself before the settings exist.
 */
export function feedIdOf(conference: Pick<Conference, 'acronym'> | undefined): string {
  return conference?.acronym ? `urn:uuid:${nameUuid(`${conference.acronym}/feed`)}` : FEED_ID
}

export function atomFeedOf(
  rows: RecentUpdateRow[],
  origin: string,
  conference: Conference | undefined,
  versions: ProgrammeVersionEntry[] = [],
  size = Number.POSITIVE_INFINITY,
): string {
  const acronym = conference?.acronym ?? ''
  const entries = [
    ...rows.map((r) => ({ at: r.createdAt.getTime(), updated: r.updatedAt.getTime(), xml: () => entry(r, origin) })),
    ...versions.map((v) => ({
      at: v.publishedAt.getTime(),
      updated: v.publishedAt.getTime(),
      xml: () => versionEntry(v, origin, acronym),
    })),
  ]
    // Stable: entries posted at the same instant keep the order given.
    .sort((a, b) => b.at - a.at)
    .slice(0, size)
  const updated = entries.length ? new Date(Math.max(...entries.map((e) => e.updated))) : EMPTY_FEED_UPDATED
  const title = feedTitleOf(conference)
  const subtitle = conference
    ? `News and recent updates from ${conference.shortName}, ${conference.venue} (${conferenceDates(conference)}).`
    : 'News and recent updates.'
  const author = conference ? `${conference.shortName}, ${conference.venue}` : 'The organisers'
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    element('id', feedIdOf(conference)),
    element('title', title, ' type="text"'),
    element('subtitle', subtitle, ' type="text"'),
    element('updated', updated.toISOString()),
    link('self', `${origin}/api/feed.atom`, 'application/atom+xml', title),
    link('alternate', `${origin}/allupdates`, 'text/html', 'All updates'),
    `<author>${element('name', author)}${origin ? element('uri', `${origin}/`) : ''}</author>`,
    ...entries.map((e) => e.xml()),
    '</feed>',
    '',
  ].join('\n')
}
