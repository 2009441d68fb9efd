import { describe, expect, it } from 'vitest'
import { assemble } from './assemble'
import { buildHead } from './head'

const TEMPLATE = '<!doctype html><html><head><title>ICNARI</title></head><body><div id="root"></div></body></html>'
// Text an organiser or a speaker could type: it must stay text inside the page's scripts.
const HOSTILE = {
  title: '</script><script>alert(1)</script>',
  comment: '<!-- a comment opens here',
  separators: 'line\u2028paragraph\u2029end',
  amp: 'R&D',
}

const scriptsOf = (html: string, type: string) =>
  [...html.matchAll(new RegExp(`<script type="${type.replace('+', '\\+')}"[^>]*>([\\s\\S]*?)</script>`, 'g'))].map(
    (m) => m[1]!,
  )

describe('the data a server-rendered page carries in its scripts', () => {
  it('holds any text as text: nothing closes the script or opens a comment, and it reads back unchanged', () => {
    const { structuredData } = buildHead({
      path: '/programs/speakers',
      origin: 'https://icnari.example.org',
      found: true,
      jsonLd: [{ '@type': 'Person', name: HOSTILE.title, description: HOSTILE.separators }],
    })
    const html = assemble(TEMPLATE, { status: 200, html: '<p>Speakers</p>', state: HOSTILE }, '', structuredData)
    // Two scripts, each closed once: the structured data and the state.
    expect(html.match(/<\/script>/g)).toHaveLength(2)
    expect(html).not.toContain('alert(1)</script>')
    const [state] = scriptsOf(html, 'application/json')
    const [person] = scriptsOf(html, 'application/ld+json')
    for (const text of [state!, person!]) {
      expect(text).not.toMatch(/<|>|\u2028|\u2029/)
    }
    expect(JSON.parse(state!)).toEqual(HOSTILE)
    expect(JSON.parse(person!)).toEqual({ '@type': 'Person', name: HOSTILE.title, description: HOSTILE.separators })
  })
})
