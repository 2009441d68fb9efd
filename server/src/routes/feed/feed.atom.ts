import { type Conference, conferenceDates } from '../../../../common/conference'
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

/**
 * An Atom 1.0 document (RFC 4287) of the updates, in the order given (newest first), named by the conference of
 * the event settings (undefined only while they have never been set).
 */
export function atomFeedOf(rows: RecentUpdateRow[], origin: string, conference: Conference | undefined): string {
  const updated = rows.length ? new Date(Math.max(...rows.map((r) => r.updatedAt.getTime()))) : EMPTY_FEED_UPDATED
  const title = feedTitleOf(conference)
  const subtitle = conference
    ? `News and recent updates from ${conference.shortName}, ${conference.venue} (${conferenceDates(conference)}).`
    : 'News and recent updates.'
  const author = conference ? `${conference.shortName}, ${conference.venue}` : 'The organisers'
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    element('id', FEED_ID),
    element('title', title, ' type="text"'),
    element('subtitle', subtitle, ' type="text"'),
    element('updated', updated.toISOString()),
    link('self', `${origin}/api/feed.atom`, 'application/atom+xml', title),
    link('alternate', `${origin}/allupdates`, 'text/html', 'All updates'),
    `<author>${element('name', author)}${origin ? element('uri', `${origin}/`) : ''}</author>`,
    ...rows.map((r) => entry(r, origin)),
    '</feed>',
    '',
  ].join('\n')
}
