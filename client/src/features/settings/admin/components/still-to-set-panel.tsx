import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { adminSettingsQueryOptions } from '../api'
import { stillToSet } from '../still-to-set'

/** The dashboard's "Still to set": every setting visitors would miss, each linking to where it is set. */
export function StillToSetPanel() {
  const settings = useQuery(adminSettingsQueryOptions).data
  const items = settings ? stillToSet(settings) : []
  if (items.length === 0) return null
  return (
    <section
      aria-labelledby="still-to-set-title"
      className="mb-6 max-w-4xl rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950"
      data-testid="still-to-set"
    >
      <h2 id="still-to-set-title" className="font-semibold">
        Still to set
      </h2>
      <p className="mt-1">The site shows nothing for these until they are set.</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {items.map((item) => (
          <li key={item.label}>
            <Link
              to="/admin/settings"
              hash={item.section}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
