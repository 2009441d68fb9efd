import { useMatches } from '@tanstack/react-router'

type Matches = ReturnType<typeof useMatches>
type Meta = NonNullable<NonNullable<Matches[number]['meta']>[number]>

/** The value `pick` finds in the deepest route's `head().meta` that has one. */
function deepestMeta(matches: Matches, pick: (meta: Meta) => string | undefined): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    for (const meta of matches[i]!.meta ?? []) {
      const value = meta ? pick(meta) : undefined
      if (value !== undefined) return value
    }
  }
  return undefined
}

/**
 * The page's <title> and meta description, from the deepest route whose `head()` sets them (lib/page-head.ts).
 * React hoists both into <head>, and adopts the pre-rendered ones when it hydrates. It stands in for TanStack's
 * HeadContent, whose support for head links, scripts and styles no route here uses, at ~1.2 KB gzip on every page.
 */
export function RouteHead() {
  const title = useMatches({ select: (matches) => deepestMeta(matches, (meta) => meta.title) })
  const description = useMatches({
    select: (matches) => deepestMeta(matches, (meta) => (meta.name === 'description' ? meta.content : undefined)),
  })
  return (
    <>
      {title ? <title>{title}</title> : null}
      {description ? <meta name="description" content={description} /> : null}
    </>
  )
}
