import { renderMarkdown, renderMarkdownInline } from '@common/markdown'
import { useMemo } from 'react'

// The HTML comes from common/markdown.ts, which writes raw HTML as text and keeps only safe links: it may be set as is.

/** Markdown blocks (paragraphs, lists, headings, tables) inside a div. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by common/markdown.ts (raw HTML off, safe links)
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}

/** One line of Markdown inside a heading, link or label. */
export function MarkdownInline({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdownInline(source), [source])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by common/markdown.ts (raw HTML off, safe links)
  return <span dangerouslySetInnerHTML={{ __html: html }} />
}
