import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ADMIN_PAGES } from '../admin-pages'
import { BackupPanel } from './backup-panel'

/** The dashboard: a card per admin page, the lists the route puts in `widgets`, and the backup panel. */
export function AdminDashboard({ widgets }: { widgets: React.ReactNode }) {
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
      <div className="mt-10 grid gap-6 lg:grid-cols-2">{widgets}</div>
      <BackupPanel />
    </>
  )
}
