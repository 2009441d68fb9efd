import { renderMarkdown, renderMarkdownInline } from '@common/markdown'
import { useRouter } from '@tanstack/react-router'
import type * as React from 'react'
import { useMemo } from 'react'

// The HTML comes from common/markdown.ts, which writes raw HTML as text and keeps only safe links: it may be set as is.

/**
 * A click on a link to a path of this site goes through the router (no full page load), as the site's own links
 * do; a modified click (new tab, download) or a link opening elsewhere is left to the browser.
 */
function useSiteLinkClicks(): (event: React.MouseEvent<HTMLElement>) => void {
  const router = useRouter({ warn: false })
  return (event) => {
    const link = (event.target as HTMLElement).closest('a')
    const href = link?.getAttribute('href') ?? ''
    if (!router || !link || link.target || !href.startsWith('/') || href.startsWith('//')) return
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    event.preventDefault()
    void router.navigate({ to: href })
  }
}

/** Markdown blocks (paragraphs, lists, headings, tables) inside a div. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source])
  const onClick = useSiteLinkClicks()
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only the links inside are acted on; Enter on a link clicks it
    // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by common/markdown.ts (raw HTML off, safe links)
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  )
}

/** One line of Markdown inside a heading, link or label. */
export function MarkdownInline({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdownInline(source), [source])
  const onClick = useSiteLinkClicks()
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only the links inside are acted on; Enter on a link clicks it
    // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by common/markdown.ts (raw HTML off, safe links)
    <span onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
