import { type ReactNode, useEffect, useId, useState } from 'react'
import { serverHtmlOf, useHydrated } from '@/lib/use-hydrated'

/**
 * Half of the main navigation is hidden at any width: the desktop bar (~90 elements) on a phone, the burger on a
 * desktop. While React hydrates a server-rendered page, the half hidden by its media query keeps the server's HTML
 * as it is instead of being hydrated, and is rendered live once it shows (a window made wider or narrower), and
 * from then on. Hidden, it is neither seen nor in the accessibility tree, so nothing is lost until then.
 */
export function LiveWhereShown({ media, children }: { media: string; children: ReactNode }) {
  const id = useId()
  const hydrated = useHydrated()
  // Read once, while hydrating: the server's HTML of a hidden part, or undefined (render it live).
  const [adopted] = useState(() => {
    if (hydrated) return undefined
    const hiddenByMedia = typeof matchMedia === 'function' && !matchMedia(media).matches
    return hiddenByMedia ? serverHtmlOf('data-live-where-shown', id) : undefined
  })
  const [live, setLive] = useState(adopted === undefined)
  useEffect(() => {
    if (live) return
    const query = matchMedia(media)
    const onChange = () => {
      if (query.matches) setLive(true)
    }
    query.addEventListener('change', onChange)
    onChange()
    return () => query.removeEventListener('change', onChange)
  }, [live, media])

  // display: contents, so the wrapper leaves the header's flex layout as it was.
  return live ? (
    <div key="live" data-live-where-shown={id} className="contents">
      {children}
    </div>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of this element, read back from the page
    <div key="adopted" data-live-where-shown={id} className="contents" dangerouslySetInnerHTML={{ __html: adopted! }} />
  )
}
