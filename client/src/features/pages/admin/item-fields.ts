import type { PageItem, PageKey } from '@common/pages'

/** What an entry of a list has besides its title and text, and what the editor calls each field. */
export interface ItemFields {
  title: string
  subtitle?: string
  summary?: string
  /** A picture of this site ("/images/…") and its description. */
  image?: boolean
  /** The entry has a page of its own: its description for search engines. */
  description?: string
  /** Where the entry's card leads (the About page's cards). */
  link?: string
  /** False: the entry has no text of its own (a card is its title and summary). */
  text?: boolean
}

// The lists whose entries have more than a title and a text; any other list's entries get the fields its first
// entry has (a list saved before a field existed still shows it).
const FIELDS: Partial<Record<`${PageKey}/${string}`, ItemFields>> = {
  'call-for-papers/special-tracks': {
    title: 'Title',
    subtitle: 'Also known as',
    summary: 'Summary',
    image: true,
    description: 'Description of its page for search engines and link previews',
  },
  'about/cards': {
    title: 'Title',
    summary: 'Text',
    link: 'Link, a path of this site such as /about/venue-and-travels, or an https:// address',
    text: false,
  },
  'tours/sites': { title: 'Name', summary: 'Place', image: true },
  'cultural-events/events': {
    title: 'Title',
    subtitle: 'Badge (such as Confirmed; leave empty for none)',
    summary: 'When',
    image: true,
  },
}

export function itemFieldsOf(pageKey: PageKey, blockName: string, items: readonly PageItem[]): ItemFields {
  const known = FIELDS[`${pageKey}/${blockName}`]
  if (known) return known
  const first = items[0]
  return {
    title: 'Title',
    subtitle: first?.subtitle !== undefined ? 'Also known as' : undefined,
    summary: first?.summary !== undefined ? 'Summary' : undefined,
    image: first?.image !== undefined,
    link: first?.link !== undefined ? 'Link' : undefined,
  }
}

/** A new, empty entry with the list's fields. */
export function emptyItem(fields: ItemFields): PageItem {
  return {
    title: '',
    ...(fields.subtitle ? { subtitle: '' } : {}),
    ...(fields.summary ? { summary: '' } : {}),
    markdown: '',
  }
}
