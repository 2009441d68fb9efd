import { existsSync, readFileSync } from 'node:fs'
import { jsonForScript } from '../../../common/script-json'
import { faviconTag } from './head'
import type { RenderedPage } from './render-module'

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The page: the template with the rendered markup in #root, then the structured data (`tail`) and the data in a
 * non-executable JSON script (allowed by the CSP: it never runs), and the head tags. React renders <title>, <meta>
 * and image preloads where the component sits; they belong in <head>. Inline scripts (the router's scroll
 * restoration) would break the CSP.
 */
export function assemble(template: string, page: RenderedPage, head: string, tail: string, logoUrl?: string): string {
  const preloads = page.html.match(/<link rel="preload"[^>]*>/g) ?? []
  const body = page.html
    .replace(/<link rel="preload"[^>]*>/g, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  // A page without a title of its own (a not-found page) keeps the one it rendered.
  const renderedTitle = /<title>([\s\S]*?)<\/title>/.exec(page.html)?.[1]
  const headTags = [
    page.title ? `<title data-ssr>${escapeHtml(page.title)}</title>` : '',
    !page.title && renderedTitle ? `<title data-ssr>${renderedTitle}</title>` : '',
    page.description ? `<meta data-ssr name="description" content="${escapeHtml(page.description)}" />` : '',
    head,
    ...preloads.map((tag) => tag.replace('<link ', '<link data-ssr ')),
  ].join('')
  // The uploaded logo is the favicon (issue 54 item 2); without one the template's own stays.
  const withIcon = logoUrl ? template.replace(/<link rel="icon"[^>]*>/g, '') : template
  return withIcon
    .replace('</head>', () => `${logoUrl ? faviconTag(logoUrl) : ''}${headTags}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-ssr>${body}</div>${tail}<script type="application/json" id="server-state">${jsonForScript(page.state)}</script>`,
    )
}

/** Reads the built client's index.html, the template of every page. */
export function readTemplate(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
}
