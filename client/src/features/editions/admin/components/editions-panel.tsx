import { formatDateRange } from '@common/conference'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { pastEditionsQueryOptions } from '../api'

/**
 * The dashboard's editions: "Start the next edition" (/admin/edition) and every past edition, newest first, each
 * with a link to its archive.
 */
export function EditionsPanel() {
  const past = useQuery(pastEditionsQueryOptions)
  return (
    <section aria-labelledby="admin-editions" className="mt-10 rounded-xl border border-slate-200 px-5 py-4">
      <h2 id="admin-editions" className="text-xl font-semibold">
        Editions
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        When this edition is over: archive it at its own address, read-only, and begin the next one with the committees
        and settings carried over.
      </p>
      <Button asChild className="mt-3">
        <Link to="/admin/edition">Start the next edition</Link>
      </Button>
      <h3 className="mt-5 font-semibold text-slate-900">Past editions</h3>
      {past.isPending ? (
        <p className="mt-1 text-sm text-slate-600">Loading the past editions…</p>
      ) : past.isError ? (
        <p className="mt-1 text-sm text-red-700">The past editions could not be loaded.</p>
      ) : past.data.editions.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">None yet: an edition appears here once the next one has started.</p>
      ) : (
        <ul className="mt-2 grid gap-2" data-testid="past-editions">
          {past.data.editions.map((edition) => (
            <li key={edition._id} className="text-sm [overflow-wrap:anywhere]">
              <a href={edition.archiveUrl} className="font-medium text-brand-700 underline underline-offset-2">
                {edition.shortName} archive
              </a>{' '}
              <span className="text-slate-600">
                ({formatDateRange(edition.startDate, edition.endDate)}, {edition.pages} pages) at{' '}
                {edition.archiveUrl.replace(/\/$/, '')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
