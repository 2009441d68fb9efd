import PAGE_DEFAULTS_JSON from './page-defaults.json'
import { isPageKey, type PageKey } from './page-paths'

export { isPageKey, PAGE_KEYS, PAGE_PATHS, type PageKey, pageAt } from './page-paths'

// Pages as data (issue 54 item 1): each public page's texts are named blocks of Markdown, some of them lists
// (the call for papers' domains and special tracks) that organisers add to, reorder and remove from. A page never
// edited shows its defaults, today's texts (page-defaults.json, made from client/src/content once).

/** One entry of a list block: a domain with its topics, a special track with its tracks. */
export interface PageItem {
  title: string
  /** Another name it is known by (a special track's "Also known as"), or a cultural event's badge ("Confirmed"). */
  subtitle?: string
  /** A line shown on its card (a tour's place, a cultural event's date). */
  summary?: string
  /** A picture of this site ("/images/…") and its text for those who cannot see it. */
  image?: string
  imageAlt?: string
  /** Where the entry's card leads (the About page's cards): a path of this site or an http(s) address. */
  link?: string
  /** An entry with a page of its own (a special track): that page's description for search engines and previews. */
  description?: string
  markdown: string
}

export interface PageBlock {
  /** Fixed per page: the page's layout finds its texts by name. */
  name: string
  /** What the editor calls it. */
  label: string
  markdown: string
  /** Present on list blocks only. */
  items?: PageItem[]
}

export interface PageContent {
  key: string
  /** The page's heading, and its title in the browser tab unless `headTitle` is set. */
  title: string
  /** The title in the browser tab and search results when it differs from the heading. */
  headTitle?: string
  /** The meta description: search engines' and link previews' summary of the page. */
  description: string
  blocks: PageBlock[]
}

export const PAGE_DEFAULTS = PAGE_DEFAULTS_JSON as Record<PageKey, Omit<PageContent, 'key'>>

/** Lists whose entries are fixed (the menu's: one per path): only their words change, not their number or links. */
export const FIXED_LISTS: readonly `${PageKey}/${string}`[] = ['menu/items']

export const PAGE_LIMITS = { title: 200, markdown: 20_000, items: 100, blocks: 50 } as const

/** A page's block by name (a page saved before a block existed gets that block's default). */
export function blockOf(page: Pick<PageContent, 'key' | 'blocks'>, name: string): PageBlock | undefined {
  return (
    page.blocks.find((b) => b.name === name) ??
    (isPageKey(page.key) ? PAGE_DEFAULTS[page.key].blocks.find((b) => b.name === name) : undefined)
  )
}
