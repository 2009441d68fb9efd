import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { papersQueryOptions } from '@/features/papers/api'
import { preview } from '@/lib/utils'
import { ADMIN_PAGES } from '../admin-pages'

export function AdminDashboard() {
  const papers = useQuery(papersQueryOptions)
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Admin dashboard</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ADMIN_PAGES.map((p) => (
          <li key={p.to}>
            <Link to={p.to} className="block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
              <Card className="h-full transition-colors hover:border-brand-600">
                <CardHeader>
                  <CardTitle>{p.title}</CardTitle>
                  <CardDescription>{p.description}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="papers-received" className="rounded-xl border border-slate-200">
          <h2 id="papers-received" className="border-b border-slate-200 px-5 py-3 text-xl font-semibold">
            Papers received
          </h2>
          <ul className="max-h-[500px] divide-y divide-slate-100 overflow-y-auto">
            {papers.isPending ? <li className="px-5 py-3 text-slate-600">Loading...</li> : null}
            {papers.data?.length === 0 ? <li className="px-5 py-3 text-slate-600">No papers yet.</li> : null}
            {papers.data?.map((p) => (
              <li key={p._id} className="px-5 py-3">
                <p className="font-medium">{p.heading}</p>
                <p className="text-sm text-slate-600">{preview(p.content)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
