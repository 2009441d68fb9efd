import { markdownText } from './markdown'
import type { PageContent } from './pages'

/**
 * The text a visitor reads of a page's blocks, one piece a line, for the site search: the build's index of the
 * defaults (client/src/content/search-pages.ts) and the server's of an edited page give the same lines, so an
 * edit replaces exactly the page's own texts. The entries of `itemsElsewhere` (a list whose entries have pages of
 * their own) give only their titles and summaries.
 */
export function pageLines(page: Pick<PageContent, 'blocks'>, itemsElsewhere?: string): string[] {
  const lines: string[] = []
  const add = (text: string | undefined) => {
    for (const line of (text ?? '').split('\n')) if (line.trim()) lines.push(line.trim())
  }
  for (const block of page.blocks) {
    add(markdownText(block.markdown))
    for (const item of block.items ?? []) {
      add(item.title)
      if (block.name !== itemsElsewhere) add(item.subtitle)
      add(item.summary)
      if (block.name !== itemsElsewhere) add(markdownText(item.markdown))
    }
  }
  return lines
}
