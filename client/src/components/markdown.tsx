import { useEffect, useId, useMemo, useState } from 'react'
import { loadMarkdownRenderer, useMarkdownRenderer } from '@/lib/markdown-renderer'
import { serverHtmlOf, useHydrated } from '@/lib/use-hydrated'
import { useSiteLinkClicks } from '@/lib/use-site-link-clicks'

// The HTML comes from common/markdown.ts, which writes raw HTML as text and keeps only safe links, or is what the
// server's render of it put on the page: it may be set as is.

/**
 * The element's `data-md` id and the HTML of `source`: while React hydrates a server-rendered page, the server's own
 * (already on the page, under that id), so a page's start-up neither loads nor runs the renderer
 * (lib/markdown-renderer.ts); afterwards the renderer's. Undefined until the renderer has loaded, for a text the
 * server did not render.
 */
function useMarkdownHtml(source: string, inline: boolean): { id: string; html: string | undefined } {
  const id = useId()
  const hydrated = useHydrated()
  const renderer = useMarkdownRenderer()
  // Read once, when the element is adopted: what the server rendered belongs to the source it was rendered from.
  const [adopted] = useState(() => (hydrated ? undefined : { source, html: serverHtmlOf('data-md', id) }))
  const html = useMemo(() => {
    if (adopted?.html !== undefined && adopted.source === source) return adopted.html
    if (!renderer) return undefined
    return inline ? renderer.renderMarkdownInline(source) : renderer.renderMarkdown(source)
  }, [adopted, source, inline, renderer])
  useEffect(() => {
    if (html === undefined) void loadMarkdownRenderer()
  }, [html])
  return { id, html }
}

/** Markdown blocks (paragraphs, lists, headings, tables) inside a div. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const { id, html } = useMarkdownHtml(source, false)
  const onClick = useSiteLinkClicks()
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only the links inside are acted on; Enter on a link clicks it
    <div
      data-md={id}
      className={className}
      onClick={onClick}
      aria-busy={html === undefined || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by common/markdown.ts (raw HTML off, safe links)
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  )
}

/** One line of Markdown inside a heading, link or label. */
export function MarkdownInline({ source }: { source: string }) {
  const { id, html } = useMarkdownHtml(source, true)
  const onClick = useSiteLinkClicks()
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only the links inside are acted on; Enter on a link clicks it
    <span
      data-md={id}
      onClick={onClick}
      aria-busy={html === undefined || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by common/markdown.ts (raw HTML off, safe links)
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  )
}
