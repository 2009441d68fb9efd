import { useQuery } from '@tanstack/react-query'
import { adminsQueryOptions } from '../api'

const ROLE_LABEL = { admin: 'Admin', desk: 'Desk (check-in only)' } as const

/** Every admin account with its role, so an organiser sees who holds full rights. */
export function AdminsList() {
  const admins = useQuery(adminsQueryOptions)
  return (
    <section aria-labelledby="admins-heading" className="mt-10 max-w-2xl">
      <h2 id="admins-heading" className="mb-3 text-xl font-semibold">
        Admins
      </h2>
      {admins.isPending ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : admins.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load the admins. Please reload the page.
        </p>
      ) : (
        <ul className="grid gap-2" data-testid="admins">
          {admins.data.map((a) => (
            <li key={a._id} className="flex flex-wrap justify-between gap-2 rounded-md border p-3">
              <span>
                <span className="font-medium">{a.name}</span> <span className="text-slate-600">{a.email}</span>
              </span>
              <span>{ROLE_LABEL[a.role]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
