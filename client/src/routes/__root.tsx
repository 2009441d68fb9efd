import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  Outlet,
  useNavigate,
  useRouterState,
} from '@tanstack/react-router'
import { useEffect } from 'react'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { RouteHead } from '@/components/layout/route-head'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { Toaster } from '@/components/ui/sonner'
import { SESSION_EXPIRED_EVENT } from '@/lib/session'
import { toast } from '@/lib/toast'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // No head() here: every route sets its own title and description, and the 404 page sets its own.
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const navigate = useNavigate()
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/')

  useEffect(() => {
    const onExpired = () => {
      toast.error('Your session has expired. Please log in again.')
      void navigate({ to: '/login' })
    }
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired)
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired)
  }, [navigate])

  return (
    <>
      <RouteHead />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="min-h-[60vh] pt-16">
        <Outlet />
      </main>
      <SiteFooter />
      {/* Toasts: top-right on the public site, bottom-center on admin pages (spec §9). */}
      <Toaster position={isAdmin ? 'bottom-center' : 'top-right'} />
    </>
  )
}
