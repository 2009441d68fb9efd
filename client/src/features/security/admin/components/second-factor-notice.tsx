import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ShieldAlertIcon } from 'lucide-react'
import { currentAdminQueryOptions } from '../api'

/** On the dashboard, for an admin without a second factor: it is strongly encouraged (issue 19). */
export function SecondFactorNotice() {
  const me = useQuery(currentAdminQueryOptions)
  if (!me.data || me.data.totpEnabled) return null
  return (
    <aside
      aria-labelledby="second-factor-notice-title"
      data-testid="second-factor-notice"
      className="mb-6 flex flex-wrap items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950"
    >
      <ShieldAlertIcon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p id="second-factor-notice-title" className="font-semibold">
          Two-factor authentication is strongly encouraged
        </p>
        <p className="mt-1 text-sm">
          Your account has none yet: anyone who learns your password can act as you here. It takes two minutes with an
          authenticator app on your phone.
        </p>
        <Link to="/admin/security" className="mt-2 inline-block text-sm font-semibold text-brand-800 underline">
          Set up two-factor authentication
        </Link>
      </div>
    </aside>
  )
}
