import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { SESSION_NOT_IN_PROGRAMME, toggleStarredBySlug } from '../star-by-slug'
import { StarButton } from './star-button'

const FAILED = 'The programme could not be loaded. Please try again.'

/**
 * The search dialog's star for a programme session (issue 34: "a star on every session … search result"), below
 * the results: "Add … to my programme", pressed once starred. One height whatever it shows, so the dialog does not
 * jump as the choice moves from result to result. The root route hands it to the search dialog (features never import
 * each other); a search result has the session's slug and title, not its id.
 */
export function SessionStarRow({ session }: { session: { slug: string; title: string } | undefined }) {
  const queryClient = useQueryClient()
  const [failed, setFailed] = useState('')
  const busy = useRef(false)
  const slug = session?.slug
  // biome-ignore lint/correctness/useExhaustiveDependencies: slug is the trigger: another session, no old message
  useEffect(() => setFailed(''), [slug])
  const toggle = () => {
    if (!session || busy.current) return
    busy.current = true
    setFailed('')
    toggleStarredBySlug(queryClient, session)
      .catch((e: unknown) =>
        setFailed(e instanceof Error && e.message === SESSION_NOT_IN_PROGRAMME ? SESSION_NOT_IN_PROGRAMME : FAILED),
      )
      .finally(() => {
        busy.current = false
      })
  }
  return (
    <div className="flex h-14 items-center gap-2 border-t border-slate-200 pr-2 pl-4" data-testid="search-star">
      {session ? (
        <>
          <div className="min-w-0 flex-1 text-sm leading-5">
            <p className={`truncate text-xs ${failed ? 'font-medium text-red-700' : 'text-slate-600'}`}>
              {failed || 'My programme'}
            </p>
            <p className="truncate font-medium text-slate-900">{session.title}</p>
          </div>
          <StarButton session={session} onToggle={toggle} />
        </>
      ) : (
        <p className="text-sm text-slate-600">Move to a programme session to add it to My programme.</p>
      )}
      <span className="sr-only" role="status">
        {failed}
      </span>
    </div>
  )
}
