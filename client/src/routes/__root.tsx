import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  lazyRouteComponent,
  Outlet,
  useNavigate,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { lazy, useEffect } from 'react'
import { OfflineNotice } from '@/components/layout/offline-notice'
import { RouteHead } from '@/components/layout/route-head'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { Toaster } from '@/components/ui/sonner'
import { SiteSearch } from '@/features/search/components/site-search'
import { useEventSettings } from '@/features/settings/api'
import { pageMetaForNavigation } from '@/lib/page-meta'
import { SESSION_EXPIRED_EVENT, SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TOAST } from '@/lib/session'
import { toast } from '@/lib/toast'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Titles and descriptions: RouteHead (content/pages.ts, by pathname); the 404 page sets its own. Their module
  // loads with the first page that needs it, in parallel with that page's code.
  loader: () => pageMetaForNavigation(),
  component: RootLayout,
  // Loaded when needed: most visits never see it (and it brings the page titles' module along).
  // The 404 page offers the site's search (a feature, composed here).
  notFoundComponent: lazyRouteComponent(async () => {
    const { NotFoundPage } = await import('@/components/layout/not-found-page')
    return {
      default: () => (
        <NotFoundPage
          search={
            <SiteSearch shortcuts={false} className={SEARCH_BUTTON} label="Search the site" starRow={SessionStarRow} />
          }
        />
      ),
    }
  }),
})

// The search dialog's star for a session result is the programme's own (issue 34): composed here, loaded with the
// first session result the dialog shows.
const SessionStarRow = lazy(async () => ({
  default: (await import('@/features/programme/components/session-star-row')).SessionStarRow,
}))

const SEARCH_BUTTON =
  'inline-flex h-10 items-center gap-2 rounded-md border border-brand-600 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600'

function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const navigate = useNavigate()
  const router = useRouter()
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/')

  useEffect(() => {
    const onExpired = () => {
      toast.error(SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TOAST)
      // Back to the admin page being opened or shown once logged in (the location is the pending one).
      const { pathname, href } = router.state.location
      const onAdmin = pathname === '/admin' || pathname.startsWith('/admin/')
      void navigate({ to: '/login', search: onAdmin ? { redirect: href } : {} })
    }
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired)
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired)
  }, [navigate, router])

  return (
    <>
      <RouteHead />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader search={<SiteSearch starRow={SessionStarRow} />} />
      <main id="main" className="min-h-[60vh] pt-16">
        {!isAdmin && <OfflineNotice />}
        <Outlet />
      </main>
      <SiteFooter contactEmail={useEventSettings().data?.contactEmail} />
      {/* Toasts: top-right on the public site (below the header; at the bottom on phones), bottom-center on admin pages. */}
      <Toaster area={isAdmin ? 'admin' : 'site'} />
    </>
  )
}
