import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router'
import { PAGE_FRAME } from '@/components/ui/page-container'
import { AdminHeader } from '@/features/admin/components/admin-header'
import { DeskRoleNotice, isDeskPage } from '@/features/admin/components/desk-role-notice'
import { FRESH } from '@/lib/admin/fresh'
import { api } from '@/lib/api'
import { hasToken, SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TOAST } from '@/lib/session'
import { toast } from '@/lib/toast'

/**
 * Entering any admin page checks the stored token with the server (GET /user/me) before the page renders, so an
 * expired or revoked token never shows a page or lets an admin fill a form that cannot be sent. Refused (401):
 * the api middleware forgets the token, the admin is told the session expired and goes to /login with the page
 * asked for in `redirect`, where the login returns. Only a refusal counts: a server that cannot answer
 * right now lets the page open, as every admin call is checked again anyway.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ location }) => {
    const toLogin = redirect({ to: '/login', search: { redirect: location.href } })
    if (!hasToken()) throw toLogin
    const me = await api.GET('/user/me', FRESH).catch(() => undefined)
    if (me?.response.status === 401) {
      // Said here as well: on a first page load the root layout is not listening yet.
      toast.error(SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TOAST)
      throw toLogin
    }
    return { role: me?.data?.user.role ?? 'admin' }
  },
  component: AdminLayout,
})

function AdminLayout() {
  const { role } = Route.useRouteContext()
  const pathname = useLocation({ select: (l) => l.pathname })
  // The server refuses a desk account every other call (403); the page says why instead of failing call by call.
  const refused = role === 'desk' && !isDeskPage(pathname)
  return (
    <div className={`${PAGE_FRAME} py-8`}>
      <AdminHeader />
      {refused ? <DeskRoleNotice /> : <Outlet />}
    </div>
  )
}
