import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { UserRound } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { api } from '@/lib/api'
import { clearSession, getSession } from '@/lib/session'

/** The admin's photo and name (default 'Admin') and Logout, which revokes the token and goes to /login. */
export function AdminHeader() {
  const navigate = useNavigate()
  const router = useRouter()
  const session = getSession()
  const name = session?.name || 'Admin'

  const logout = async () => {
    // Revoke on the server first (best effort), then forget locally whatever happened. The login page's code loads
    // meanwhile: the router changes the URL before a page's code is there, and the admin page would stay up till then.
    await Promise.all([
      api.POST('/user/logout').catch(() => undefined),
      router.preloadRoute({ to: '/login' }).catch(() => undefined),
    ])
    clearSession()
    await navigate({ to: '/login' })
  }

  return (
    <div className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 px-5 py-4">
      <Link to="/admin" className="flex items-center gap-3">
        {session?.photo ? (
          <img
            src={session.photo}
            // biome-ignore lint/a11y/noRedundantAlt: the admin's own picture, named as such next to the generic icon
            alt={`${name}'s photo`}
            width={48}
            height={48}
            className="size-12 rounded-full object-cover"
          />
        ) : (
          <span
            className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800"
            aria-hidden
          >
            <UserRound />
          </span>
        )}
        <span>
          <span className="block text-xs uppercase tracking-wide text-slate-600">Signed in as</span>
          <span className="block text-lg font-semibold" data-testid="admin-name">
            {name}
          </span>
        </span>
      </Link>
      <Button variant="outline" onClick={() => void logout()}>
        Logout
      </Button>
    </div>
  )
}
