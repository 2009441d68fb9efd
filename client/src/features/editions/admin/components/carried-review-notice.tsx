import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { pastEditionsQueryOptions } from '../api'

const WORDS: Record<string, string> = { fees: 'registration fees', hotels: 'hotels' }
const SECTIONS: Record<string, string> = { fees: 'settings-fees', hotels: 'settings-hotels' }

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/**
 * After the next edition has started, the fees and hotels it carried over are the last edition's: until an
 * organiser saves them (the server then clears `toReview`), the dashboard and /admin/settings say so.
 * `linkToSettings`: on the dashboard, a link to each section.
 */
export function CarriedReviewNotice({ linkToSettings = false }: { linkToSettings?: boolean }) {
  const toReview = useQuery(pastEditionsQueryOptions).data?.toReview ?? []
  if (toReview.length === 0) return null
  const names = toReview.map((key) => WORDS[key] ?? key)
  return (
    <div
      className="mb-6 max-w-4xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="carried-review-notice"
    >
      <p className="font-semibold">Check what was carried over from the last edition</p>
      <p className="mt-1">
        The {list(names)} are still those of the last edition. Check them{linkToSettings ? ' in Event settings' : ''}{' '}
        and save them.
      </p>
      {linkToSettings ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {toReview.map((key) => (
            <li key={key}>
              <Link
                to="/admin/settings"
                hash={SECTIONS[key]}
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                Check the {WORDS[key] ?? key}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
