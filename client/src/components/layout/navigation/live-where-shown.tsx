import { type ReactNode, useEffect, useId, useState } from 'react'
import { serverHtmlOf, useHydrated } from '@/lib/use-hydrated'

/**
 * Most of the main navigation is hidden at any width: the desktop bar on a phone, the burger menu on a desktop
 * (~90 elements each), the burger's panel until it is opened. While React hydrates a server-rendered page, a part
 * hidden by its media query (or by `shown` false) keeps the server's HTML as it is instead of being hydrated, and
 * is rendered live once it shows (a window made wider or narrower, the menu opened), and from then on. Hidden, it
 * is neither seen nor in the accessibility tree, so nothing is lost until then.
 */
export function LiveWhereShown({ media, shown, children }: { media?: string; shown?: boolean; children: ReactNode }) {
  const id = useId()
  const hydrated = useHydrated()
  // Read once, while hydrating: the server's HTML of a hidden part, or undefined (render it live).
  const [adopted] = useState(() => {
    if (hydrated) return undefined
    const hiddenByMedia = media !== undefined && typeof matchMedia === 'function' && !matchMedia(media).matches
    return hiddenByMedia || shown === false ? serverHtmlOf('data-live-where-shown', id) : undefined
  })
  const [live, setLive] = useState(adopted === undefined)
  // Opened: live in this very render, so the menu shows working links at once.
  if (!live && shown) setLive(true)
  useEffect(() => {
    if (live || media === undefined) return
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
