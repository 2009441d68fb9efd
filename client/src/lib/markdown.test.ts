import { isSafeLink, markdownText, renderMarkdown } from '@common/markdown'
import { describe, expect, it } from 'vitest'

describe('renderMarkdown (common/markdown.ts): what an organiser types cannot run or load anything', () => {
  it('writes a script tag and other raw HTML as text', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script>\n\n<div onclick="x()">box</div>')
    expect(html).not.toMatch(/<script|<div/)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('keeps no javascript:, data: or vbscript: link', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '//evil.test/x',
    ])
      expect(renderMarkdown(`[click](${href})`)).not.toMatch(/<a /)
  })

  it('an image cannot carry an onerror handler or a data: source', () => {
    const html = renderMarkdown('![x](data:image/svg+xml,<svg onload=alert(1)>) <img src=x onerror=alert(1)>')
    expect(html).not.toMatch(/<img|<svg/i)
    expect(renderMarkdown('![logo](/images/logo.svg)')).toContain('<img src="/images/logo.svg" alt="logo">')
  })

  it('keeps http(s), mailto and site links; other sites open in a new tab safely', () => {
    expect(renderMarkdown('[a](https://example.org/x)')).toContain(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">a<span class="sr-only"> (opens in a new tab)</span></a>',
    )
    expect(renderMarkdown('[b](mailto:chair@example.org)')).toContain('<a href="mailto:chair@example.org">b</a>')
    expect(renderMarkdown('[c](/authors/call-for-papers/2)')).toContain('<a href="/authors/call-for-papers/2">c</a>')
    expect(isSafeLink('/\\evil.test')).toBe(false)
  })

  it('renders headings, lists and tables', () => {
    const html = renderMarkdown('## Topics\n\n- one\n- two\n\n| A | B |\n|---|---|\n| 1 | 2 |')
    expect(html).toContain('<h2>Topics</h2>')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('<td>1</td>')
  })

  it('gives the text a visitor reads, for search', () => {
    expect(markdownText('## Topics\n\n- one & two\n- [three](/x) [four](https://example.org)')).toBe(
      'Topics\none & two\nthree four',
    )
  })
})
