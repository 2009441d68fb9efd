import { Link } from '@tanstack/react-router'
import {
  CalendarClockIcon,
  CalendarDaysIcon,
  FilePlusIcon,
  FilesIcon,
  HistoryIcon,
  ImagePlusIcon,
  ImagesIcon,
  InboxIcon,
  type LucideIcon,
  MegaphoneIcon,
  MicIcon,
  NewspaperIcon,
  SettingsIcon,
  ShieldPlusIcon,
  SquarePenIcon,
  UserPlusIcon,
  UsersIcon,
} from 'lucide-react'
import type * as React from 'react'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { PageTitle } from '@/components/ui/page-container'
import { ADMIN_PAGES, type AdminPageGroup } from '../admin-pages'
import { BackupPanel } from './backup-panel'

/** The dashboard's groups, in this order, each with its icon and a line on what it holds. */
const GROUPS: readonly { id: AdminPageGroup; title: string; text: string; icon: LucideIcon }[] = [
  { id: 'content', title: 'Content', text: 'What the site says: papers, updates, photos.', icon: NewspaperIcon },
  { id: 'people', title: 'People', text: 'Speakers and committee members.', icon: UsersIcon },
  { id: 'site', title: 'Site', text: 'How the site runs and who runs it.', icon: SettingsIcon },
  { id: 'inbox', title: 'Inbox', text: 'What visitors sent.', icon: InboxIcon },
]

/** A card's icon: adding shows a plus, lists show what they list; pages not named here show their group's. */
const PAGE_ICONS: Partial<Record<string, LucideIcon>> = {
  '/admin/add-papers': FilePlusIcon,
  '/admin/all-papers': FilesIcon,
  '/admin/add-recent-updates': SquarePenIcon,
  '/admin/all-updates': NewspaperIcon,
  '/admin/announcements': MegaphoneIcon,
  '/admin/programme': CalendarClockIcon,
  '/admin/photogalleryupload': ImagePlusIcon,
  '/admin/deletephoto': ImagesIcon,
  '/admin/add-speakers': UserPlusIcon,
  '/admin/all-speakers': MicIcon,
  '/admin/add-admin': ShieldPlusIcon,
  '/admin/contact-messages': InboxIcon,
  '/admin/activity': HistoryIcon,
}

function iconFor(to: string, group: AdminPageGroup): LucideIcon {
  const named = PAGE_ICONS[to]
  if (named) return named
  if (group === 'people') return /\/add-/.test(to) ? UserPlusIcon : UsersIcon
  if (group === 'content' && /date/.test(to)) return CalendarDaysIcon
  return GROUPS.find((g) => g.id === group)?.icon ?? SettingsIcon
}

/**
 * The dashboard: the admin pages as cards grouped by what they manage (content, people, site, inbox), each with
 * its icon and, where the route has one, a live count ('12 papers'); then the lists the route puts in `widgets`, its
 * `editions` panel and the backup panel. Groups come from each page's `group` in admin-pages.ts, so a new page
 * lands in its group.
 */
export function AdminDashboard({
  widgets,
  editions,
  counts = {},
}: {
  widgets: React.ReactNode
  /** The editions panel (start the next one, the past ones' archives), above the backup. */
  editions?: React.ReactNode
  /** A short count per card, by the card's path: { '/admin/all-papers': '12 papers' }. */
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
                {pages.map((p) => {
                  const Icon = iconFor(p.to, p.group)
                  const count = counts[p.to]
                  return (
                    <li key={p.to}>
                      <Link
                        to={p.to}
                        className="block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                      >
                        <Card className="h-full transition-colors hover:border-brand-600">
                          <div className="flex items-start gap-3 p-4">
                            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                              <Icon className="size-5" aria-hidden />
                            </span>
                            <span className="grid min-w-0 gap-1">
                              <CardTitle>{p.title}</CardTitle>
                              <CardDescription>{p.description}</CardDescription>
                              {count ? (
                                <span
                                  className="mt-1 justify-self-start rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800"
                                  data-testid="admin-count"
                                >
                                  {count}
                                </span>
                              ) : null}
                            </span>
                          </div>
                        </Card>
                      </Link>
                    </li>
                  )
                })}
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
