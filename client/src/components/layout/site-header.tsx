import type * as React from 'react'
import { SiteLogo } from '@/components/site-logo'
import { useConference, useOrganiser, useSiteLogo } from '@/lib/conference'
import { MainNavigation } from './main-navigation'
import { RouteAnchor } from './route-anchor'

/**
 * Fixed top bar: the logo links home; the main navigation sits on the right, after the site
 * search (composed by the root route: layout never imports features).
 */
export function SiteHeader({ search }: { search?: React.ReactNode }) {
  // The edition's short name ("ICNARI 2027"); the series' name while the settings load.
  const series = useOrganiser().series
  const name = useConference()?.shortName ?? series
  const logo = useSiteLogo()
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <RouteAnchor
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-md font-bold text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          aria-label={`${name} home`}
        >
          <SiteLogo src={logo} alt="" size={36} />
          <span className="text-lg">{name}</span>
        </RouteAnchor>
        <div className="flex items-center gap-1">
          {search}
          <MainNavigation />
        </div>
      </div>
    </header>
  )
}
