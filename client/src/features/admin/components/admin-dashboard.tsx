import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { adminUpdatesQueryOptions } from '@/features/admin-updates/api'
import { adminPapersQueryOptions } from '@/features/papers/admin-api'
import { formatDateTime, preview } from '@/lib/utils'
import { ADMIN_PAGES } from '../admin-pages'
import { BackupPanel } from './backup-panel'

export function AdminDashboard() {
  const papers = useQuery(adminPapersQueryOptions)
  const updates = useQuery(adminUpdatesQueryOptions)
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Admin dashboard</h1>
      <nav aria-label="Admin pages">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {ADMIN_PAGES.map((p) => (
            <li key={p.to}>
              <Link
                to={p.to}
                className="block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
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
      </nav>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <Widget
          id="papers-received"
          title="Papers received"
          pending={papers.isPending}
          failed={papers.isError ? 'Failed to fetch papers. Please try again.' : null}
          empty={papers.data?.length === 0 ? 'No papers yet.' : null}
        >
          {papers.data?.map((p) => (
            <li key={p._id} className="px-5 py-3">
              <p className="font-medium">{p.heading}</p>
              <p className="text-sm text-slate-600">{preview(p.content)}</p>
            </li>
          ))}
        </Widget>
        <Widget
          id="recent-updates"
          title="Recent updates"
          pending={updates.isPending}
          failed={updates.isError ? 'Failed to fetch updates. Please try again.' : null}
          empty={updates.data?.length === 0 ? 'No updates yet.' : null}
        >
          {updates.data?.map((u) => (
            <li key={u._id} className="px-5 py-3">
              <p className="font-medium">{u.title}</p>
              <p className="text-xs text-slate-600">Event: {formatDateTime(u.eventDate)}</p>
              <p className="text-sm text-slate-600">{preview(u.description)}</p>
            </li>
          ))}
        </Widget>
      </div>
      <BackupPanel />
    </>
  )
}

/** A dashboard list in a 500 px scroll area (spec §9). */
function Widget({
  id,
  title,
  pending,
  failed,
  empty,
  children,
}: {
  id: string
  title: string
  pending: boolean
  failed: string | null
  empty: string | null
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200">
      <h2 id={id} className="border-b border-slate-200 px-5 py-3 text-xl font-semibold">
        {title}
      </h2>
      {/* tabIndex: the scroll area can be scrolled from the keyboard */}
      <ul className="max-h-[500px] divide-y divide-slate-100 overflow-y-auto [overflow-wrap:anywhere]" tabIndex={0} aria-label={title}>
        {pending ? <li className="px-5 py-3 text-slate-600">Loading...</li> : null}
        {failed ? <li className="px-5 py-3 text-red-700">{failed}</li> : null}
        {empty ? <li className="px-5 py-3 text-slate-600">{empty}</li> : null}
        {children}
      </ul>
    </section>
  )
}
