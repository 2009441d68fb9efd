import { type ReactNode, startTransition, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { servedElementOf, useHydrated } from '@/lib/use-hydrated'
import { useSiteLinkClicks } from '@/lib/use-site-link-clicks'

/** How far ahead of the screen a part becomes live: one a flick can reach is live by the time it shows. */
const AHEAD_PX = 400
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

function isNear(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect()
  return top < window.innerHeight + AHEAD_PX && bottom > -AHEAD_PX
}

/**
 * A part of a server-rendered page below its first screen, not hydrated with the page: while React hydrates, it
 * keeps the server's HTML as it is (its `dangerouslySetInnerHTML`, read back from the page by its `useId`, as
 * LiveWhereShown does), and it is rendered live once it nears the screen or something in it takes the focus. Until
 * then it shows exactly what the server rendered, and its links work (a site link goes through the router). A phone
 * that never scrolls there never pays for it (docs/decisions/052). Near the screen when React hydrates (a tall
 * window, a page opened further down), it is hydrated in place; rendered in the browser alone, it is live at once.
 * Not for a part holding Markdown: a Markdown block adopts the server's HTML only while hydrating (decision 039);
 * rendered live, it waits for the renderer, blank meanwhile.
 */
export function LiveWhenNear({ className, children }: { className?: string; children: ReactNode }) {
  const id = useId()
  const hydrated = useHydrated()
  // Read once, while hydrating: the server's HTML of a part away from the screen, or undefined (hydrate it in place).
  const [adopted] = useState(() => {
    if (hydrated || typeof IntersectionObserver !== 'function') return undefined
    const served = servedElementOf('data-live-when-near', id)
    return served && !isNear(served) ? served.innerHTML : undefined
  })
  const [live, setLive] = useState(adopted === undefined)
  const ref = useRef<HTMLDivElement>(null)
  const onClick = useSiteLinkClicks()

  useEffect(() => {
    const element = ref.current
    if (live || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        // In a transition: rendering the part yields to the browser every few milliseconds.
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setLive(true))
      },
      { rootMargin: `${AHEAD_PX}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [live])

  if (live) {
    return (
      <div key="live" ref={ref} data-live-when-near={id} className={className}>
        {children}
      </div>
    )
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only the links inside are acted on; Enter on a link clicks it
    <div
      key="adopted"
      ref={ref}
      data-live-when-near={id}
      className={className}
      onClick={onClick}
      onFocus={(event) => {
        // A keyboard reached it before it showed: render it live now, and put the focus back on the same control.
        const index = [...event.currentTarget.querySelectorAll(FOCUSABLE)].indexOf(event.target)
        flushSync(() => setLive(true))
        ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[index]?.focus()
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of this element, read back from the page
      dangerouslySetInnerHTML={{ __html: adopted! }}
    />
  )
}
