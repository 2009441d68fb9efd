import { Link } from '@tanstack/react-router'
import {
  CalendarClockIcon,
  CalendarDaysIcon,
  FilesIcon,
  HistoryIcon,
  ImagesIcon,
  InboxIcon,
  type LucideIcon,
  MegaphoneIcon,
  MicIcon,
  NewspaperIcon,
  SettingsIcon,
  ShieldPlusIcon,
  TicketIcon,
  UsersIcon,
} from 'lucide-react'
import type * as React from 'react'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { PageTitle } from '@/components/ui/page-container'
import { ADMIN_PAGES, type AdminArea, type AdminPageGroup } from '../admin-pages'
import { BackupPanel } from './backup-panel'

/**
 * The dashboard's groups, in this order, each with its icon and a line on what it holds. A group without tiles
 * is not shown.
 */
const GROUPS: readonly { id: AdminPageGroup; title: string; text: string; icon: LucideIcon }[] = [
  { id: 'content', title: 'Content', text: 'What the site says: papers, updates, photos.', icon: NewspaperIcon },
  { id: 'programme', title: 'Programme', text: 'The sessions, their rooms and versions.', icon: CalendarClockIcon },
  { id: 'people', title: 'People', text: 'Speakers and committee members.', icon: UsersIcon },
  { id: 'registrations', title: 'Registrations', text: 'Who registered and who paid.', icon: TicketIcon },
  { id: 'inbox', title: 'Inbox', text: 'What visitors sent, and what the site sends.', icon: InboxIcon },
  { id: 'site', title: 'Site', text: 'How the site runs and who runs it.', icon: SettingsIcon },
]

/** A tile's icon: areas not named here show their group's. */
const PAGE_ICONS: Partial<Record<string, LucideIcon>> = {
  '/admin/all-papers': FilesIcon,
  '/admin/all-updates': NewspaperIcon,
  '/admin/announcements': MegaphoneIcon,
  '/admin/important-dates': CalendarDaysIcon,
  '/admin/deletephoto': ImagesIcon,
  '/admin/all-speakers': MicIcon,
  '/admin/security': ShieldPlusIcon,
  '/admin/activity': HistoryIcon,
}

const iconFor = (to: string, group: AdminPageGroup): LucideIcon =>
  PAGE_ICONS[to] ?? GROUPS.find((g) => g.id === group)?.icon ?? SettingsIcon

/**
 * The dashboard: one tile per area, grouped by what organisers do (admin-pages.ts), each with its icon, its live
 * count where the route has one ('12 papers') and its primary action; then the lists the route puts in `widgets`,
 * its `editions` panel and the backup panel.
 */
export function AdminDashboard({
  widgets,
  editions,
  counts = {},
}: {
  widgets: React.ReactNode
  /** The editions panel (start the next one, the past ones' archives), above the backup. */
  editions?: React.ReactNode
  /** A short count per tile, by the tile's path: { '/admin/all-papers': '12 papers' }. */
  counts?: Partial<Record<string, string>>
}) {
  return (
    <>
      <PageTitle>Admin dashboard</PageTitle>
      <nav aria-label="Admin pages" className="mt-6 grid gap-8">
        {GROUPS.map((group) => {
          const pages = ADMIN_PAGES.filter((p) => p.group === group.id)
          if (pages.length === 0) return null
          const GroupIcon = group.icon
          return (
            <section key={group.id} aria-labelledby={`admin-group-${group.id}`} data-testid="admin-group">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <GroupIcon className="size-5 text-brand-700" aria-hidden />
                <h2 id={`admin-group-${group.id}`} className="text-xl font-semibold text-slate-900">
                  {group.title}
                </h2>
                <p className="text-sm text-slate-600">{group.text}</p>
              </div>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {pages.map((p) => (
                  <AreaTile key={p.to} area={p} count={counts[p.to]} />
                ))}
              </ul>
            </section>
          )
        })}
      </nav>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">{widgets}</div>
      {editions}
      <BackupPanel />
    </>
  )
}

function AreaTile({ area, count }: { area: AdminArea; count: string | undefined }) {
  const Icon = iconFor(area.to, area.group)
  return (
    <li>
      <Card className="h-full transition-colors hover:border-brand-600" data-testid="admin-tile">
        <div className="flex h-full items-start gap-3 p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="grid h-full min-w-0 flex-1 content-start gap-1">
            <CardTitle>
              <Link
                to={area.to}
                className="underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                {area.title}
              </Link>
            </CardTitle>
            <CardDescription>{area.description}</CardDescription>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              {count ? (
                <span
                  className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800"
                  data-testid="admin-count"
                >
                  {count}
                </span>
              ) : null}
              {area.action ? (
                <Link
                  to={area.action.to}
                  className="rounded-md border border-brand-600 px-2.5 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  {area.action.label}
                  <span className="sr-only"> ({area.title})</span>
                </Link>
              ) : null}
            </div>
          </div>
        </div>
      </Card>
    </li>
  )
}
