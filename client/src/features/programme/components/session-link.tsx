import { useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { isPlainLeftClick } from '@/lib/plain-click'
import { workshopRoute } from '@/lib/workshops'
import type { ProgrammeSession } from '../api'

/** A session's page: /programme/{slug}, except a workshop's, whose page is its technical session's. */
export function sessionPath(session: Pick<ProgrammeSession, 'kind' | 'slug'>): string {
  const slug = encodeURIComponent(session.slug)
  return session.kind === 'workshop' ? workshopRoute(slug) : `/programme/${slug}`
}

/**
 * A link to a session's page (issue 33 item 6: one page per session, so no two pages say the same). A plain anchor
 * that the router follows, not the router's Link: /programme renders hundreds of them, and Link's per-link location
 * building was a tenth of the page's cold render (docs/decisions/018). It preloads on intent as Link does.
 */
export function SessionLink({
  session,
  className,
  children,
}: {
  session: Pick<ProgrammeSession, 'kind' | 'slug'>
  className?: string
  children: ReactNode
}) {
  const router = useRouter()
  // Built only when the visitor points at it or follows it.
  const target = () =>
    session.kind === 'workshop'
      ? ({ to: '/programs/technical-session/$ts', params: { ts: session.slug } } as const)
      : ({ to: '/programme/$slug', params: { slug: session.slug } } as const)
  const preload = () => void router.preloadRoute(target()).catch(() => {})
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(e)) return
    e.preventDefault()
    void router.navigate(target())
  }
  const href = sessionPath(session)
  return (
    <a href={href} className={className} onClick={follow} onMouseEnter={preload} onFocus={preload}>
      {children}
    </a>
  )
}
