import { isStarred, toggleStarred, useMyProgramme } from '../my-programme'

// Drawn here, not with lucide-react: /programme has a star per session, and lucide's icon (its path alone 480
// characters, built per render) was a seventh of the page's cold render (docs/decisions/018).
const STAR = <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />

/**
 * The star of a session: a toggle button ("Add … to my programme", pressed once starred). Its size never changes,
 * so the stored stars, applied after hydration, move nothing.
 */
export function StarButton({
  session,
  className,
  onToggle,
}: {
  session: { _id?: string; slug: string; title: string }
  className?: string
  /** Instead of the id (a search result has only the slug): resolves the id before starring. */
  onToggle?: () => void
}) {
  const list = useMyProgramme()
  const pressed = isStarred(list, session)
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={pressed ? `Remove ${session.title} from my programme` : `Add ${session.title} to my programme`}
      title={pressed ? 'In my programme' : 'Add to my programme'}
      onClick={(e) => {
        e.stopPropagation()
        if (onToggle) onToggle()
        else if (session._id) toggleStarred({ id: session._id, slug: session.slug, title: session.title })
      }}
      // Where it sits (a margin) comes from `className`; nothing of its own is overridden.
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-amber-50 hover:text-amber-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${pressed ? 'text-amber-700' : 'text-slate-600'} ${className ?? ''}`}
      data-testid="star"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        className={pressed ? 'size-6 fill-amber-400' : 'size-6'}
        aria-hidden="true"
      >
        {STAR}
      </svg>
    </button>
  )
}
