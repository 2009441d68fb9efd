import MarkdownIt from 'markdown-it'

// The one Markdown renderer of the site (issue 54 item 1): organisers' page texts, shown by the server's render and
// the browser alike. Raw HTML is off (written as text), and a link or image may only go to http(s), mailto or a
// path of this site, so nothing an organiser types can run script or load another scheme.

/** http:, https:, mailto: or a site path ("/…" but not "//host", which leaves the site). */
export function isSafeLink(url: string): boolean {
  const href = url.trim()
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\')
  return /^(?:https?:\/\/|mailto:)/i.test(href)
}

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false })
markdown.validateLink = isSafeLink

// Links to other sites open in a new tab without giving that page a handle on this one, and say so to those who
// cannot see it (as the site's own external links do); the search text (markdownText) leaves that out.
const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!
  const href = String(token.attrGet('href') ?? '')
  if (/^https?:/i.test(href)) {
    token.attrSet('target', '_blank')
    token.attrSet('rel', 'noopener noreferrer')
    const close = tokens.slice(idx).find((t) => t.type === 'link_close')
    if (close) close.meta = { external: true }
  }
  return defaultLinkOpen(tokens, idx, options, env, self)
}
markdown.renderer.rules.link_close = (tokens, idx, _options, env) =>
  tokens[idx]!.meta?.external && !env?.plain ? '<span class="sr-only"> (opens in a new tab)</span></a>' : '</a>'

/** Markdown as HTML, safe to put in a page as it is. */
export function renderMarkdown(source: string): string {
  return markdown.render(source)
}

/** One line of Markdown (a title, a list item) as inline HTML, without a paragraph around it. */
export function renderMarkdownInline(source: string): string {
  return markdown.renderInline(source)
}

/** The text a visitor reads of some Markdown (for search): no markup, one block a line. */
export function markdownText(source: string): string {
  return markdown
    .render(source, { plain: true })
    .replace(/<\/(p|li|h[1-6]|tr|td|th|blockquote)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}
