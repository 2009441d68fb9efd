import { StarIcon } from 'lucide-react'
import { isStarred, toggleStarred, useMyProgramme } from '../my-programme'

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
      <StarIcon className={pressed ? 'size-6 fill-amber-400' : 'size-6'} aria-hidden />
    </button>
  )
}
