import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/utils'
import { type AdminSession, sessionsQueryOptions, useRevokeOtherSessions, useRevokeSession } from '../api'
import { describeUserAgent } from '../user-agent'

/** Where this admin is signed in, with "Sign out" for each other session and "Sign out everywhere else". */
export function SessionsPanel() {
  const sessions = useQuery(sessionsQueryOptions)
  const revokeOthers = useRevokeOtherSessions()
  const others = sessions.data?.filter((s) => !s.current).length ?? 0

  const signOutOthers = () => revokeOthers.mutate()

  return (
    <section aria-labelledby="sessions-heading" className="rounded-xl border border-slate-200 p-5">
      <h2 id="sessions-heading" className="text-xl font-semibold">
        Where you are signed in
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each login is a session until you log out or 12 hours pass. Sign out any you do not recognise, then change your
        password.
      </p>
      {sessions.isPending ? (
        <p className="mt-4 text-sm text-slate-600">Loading…</p>
      ) : sessions.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Could not load your sessions. Please reload the page.
        </p>
      ) : (
        <>
          <ul className="mt-4 grid grid-cols-1 gap-3" data-testid="sessions">
            {sessions.data.map((s) => (
              <SessionRow key={s._id} session={s} />
            ))}
          </ul>
          <Button
            className="mt-4"
            variant="outline"
            onClick={signOutOthers}
            disabled={others === 0 || revokeOthers.isPending}
          >
            {revokeOthers.isPending ? 'Signing out…' : 'Sign out everywhere else'}
          </Button>
        </>
      )}
    </section>
  )
}

function SessionRow({ session }: { session: AdminSession }) {
  const revoke = useRevokeSession()
  const device = describeUserAgent(session.userAgent)
  const signedIn = formatDateTime(session.createdAt)
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium">
          {device}
          {session.current ? (
            <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
              This session
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          Signed in {signedIn} · last active {formatDateTime(session.lastUsedAt)}
        </p>
        {session.userAgent ? (
          <p className="truncate text-xs text-slate-500" title={session.userAgent}>
            {session.userAgent}
          </p>
        ) : null}
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Sign out ${device}, signed in ${signedIn}`}
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(session._id)}
        >
          Sign out
        </Button>
      )}
    </li>
  )
}
