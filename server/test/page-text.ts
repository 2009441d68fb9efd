/**
 * The text a server-rendered page shows: the markup inside #root (before the structured data and the state script
 * that follow it), tags as spaces, React's text separators dropped, entities the tests meet decoded.
 */
export function renderedTextOf(html: string): string {
  const root =
    /<div id="root" data-ssr>([\s\S]*?)<\/div>(?:<script type="application\/ld\+json">[\s\S]*?<\/script>)*<script type="application\/json"/.exec(
      html,
    )
  if (!root) throw new Error('no server-rendered #root followed by its state script in this page')
  return root[1]!
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

/** The page's JSON-LD objects, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
}
