// Notices that follow the site's phase (issue 54 item 5, common/phase.ts), kept apart from the pages' texts:
// the call for papers says when submissions closed, the registrations page whether one can register.
import { formatDay } from '@common/conference'
import { Link } from '@tanstack/react-router'
import { useSitePhase } from '../use-phase'

const NOTICE = 'mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900'

/** "Submissions closed on 28 November 2025." once the submission deadline has passed; nothing before. */
export function SubmissionsNotice() {
  const site = useSitePhase()
  if (!site || site.phase === 'before') return null
  return (
    <p className={NOTICE} data-testid="submissions-notice">
      {site.submissionDeadline
        ? `Submissions closed on ${formatDay(site.submissionDeadline)}.`
        : 'Submissions are closed.'}
    </p>
  )
}

/**
 * While registration is open, the way to /register (issue 52); after the last-registration date, "Registration
 * closed on …"; before the organisers open it, that it is not open yet. Left out of archives (no live form there).
 */
export function RegisterNotice() {
  const site = useSitePhase()
  if (!site) return null
  if (site.registrationOpen)
    return (
      <p className="mt-4" data-archive-omit>
        <Link to="/register" className="font-semibold text-brand-700 underline">
          Register and pay online
        </Link>{' '}
        — you get your code, the bank details and your own page to enter the payment and download the receipt.
      </p>
    )
  const closed = site.registrationClosesOn && site.registrationClosesOn < site.today
  return (
    <p className={NOTICE} data-testid="registration-notice" data-archive-omit>
      {closed || site.phase === 'after'
        ? site.registrationClosesOn
          ? `Registration closed on ${formatDay(site.registrationClosesOn)}.`
          : 'Registration is closed.'
        : 'Registration is not open yet.'}
    </p>
  )
}
