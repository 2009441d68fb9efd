import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ProgrammeSession } from '../api'

/**
 * A link to a session's page: /programme/{slug}, except a workshop's, whose page is its technical session's
 * (/programs/technical-session/{slug}, issue 33 item 6): one page per session, so no two pages say the same.
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
  return session.kind === 'workshop' ? (
    <Link to="/programs/technical-session/$ts" params={{ ts: session.slug }} className={className}>
      {children}
    </Link>
  ) : (
    <Link to="/programme/$slug" params={{ slug: session.slug }} className={className}>
      {children}
    </Link>
  )
}
