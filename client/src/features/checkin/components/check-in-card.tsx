import { Button } from '@/components/ui/button'
import { type CheckInCard as Card, timeInIndia } from '../api'

export interface CheckInOutcome {
  message: string
  /** `done`: checked in now; `again`: already checked in today; `refused`: 409 unpaid; `error`: anything else. */
  kind: 'done' | 'again' | 'refused' | 'error'
}

const STATUS_TEXT: Record<string, string> = {
  'awaiting-payment': 'awaiting payment',
  'payment-claimed': 'payment entered, not yet confirmed',
  'needs-attention': 'payment needs attention',
  cancelled: 'cancelled',
}

/**
 * The desk's card of one registration: who it is, what they registered for, whether the payment is confirmed (red
 * when not), today's check-in; the button checks them in ("Check in anyway" when the payment is not confirmed).
 */
export function CheckInCardView({
  card,
  outcome,
  busy = false,
  onCheckIn,
}: {
  card: Card
  outcome?: CheckInOutcome
  busy?: boolean
  onCheckIn: (force: boolean) => void
}) {
  const unpaid = !card.paymentConfirmed
  return (
    <section
      aria-labelledby={`card-${card._id}`}
      data-testid="checkin-card"
      className={`grid min-w-0 gap-3 rounded-lg border-2 p-4 ${unpaid ? 'border-red-700 bg-red-50' : 'border-slate-300'}`}
    >
      <h2 id={`card-${card._id}`} className="text-xl font-semibold break-words">
        {card.name}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 break-words">
        <dt className="font-medium">Code</dt>
        <dd>{card.code}</dd>
        <dt className="font-medium">Institution</dt>
        <dd>{card.institution}</dd>
        <dt className="font-medium">Category</dt>
        <dd>{card.category}</dd>
        <dt className="font-medium">Mode</dt>
        <dd>{card.mode === 'online' ? 'Online' : 'In person'}</dd>
        <dt className="font-medium">Accompanying persons</dt>
        <dd>{card.accompanying}</dd>
        <dt className="font-medium">Papers</dt>
        <dd>
          {card.papers.length === 0 ? (
            'None'
          ) : (
            <ul>
              {card.papers.map((p) => (
                <li key={p._id}>
                  {p.cmtId ? `${p.cmtId}: ` : ''}
                  {p.heading}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt className="font-medium">Payment</dt>
        <dd className={unpaid ? 'font-semibold text-red-800' : 'font-semibold text-green-800'}>
          {unpaid ? `Payment not confirmed (${STATUS_TEXT[card.status] ?? card.status})` : 'Payment confirmed'}
        </dd>
      </dl>
      {card.checkIn ? (
        <p className="font-medium">
          Checked in today at {timeInIndia(card.checkIn.at)} by {card.checkIn.by}.
        </p>
      ) : null}
      {outcome ? (
        <p
          role={outcome.kind === 'done' || outcome.kind === 'again' ? 'status' : 'alert'}
          className={`rounded-md p-2 font-semibold ${
            outcome.kind === 'done'
              ? 'bg-green-100 text-green-900'
              : outcome.kind === 'again'
                ? 'bg-amber-100 text-amber-900'
                : 'bg-red-100 text-red-900'
          }`}
        >
          {outcome.message}
        </p>
      ) : null}
      {unpaid || outcome?.kind === 'refused' ? (
        <Button variant="destructive" disabled={busy} onClick={() => onCheckIn(true)}>
          Check in anyway
        </Button>
      ) : (
        // The name is in the heading above: spoken here, not shown, so a long one never widens the card on a phone.
        <Button aria-label={`Check in ${card.name}`} disabled={busy} onClick={() => onCheckIn(false)}>
          Check in
        </Button>
      )}
    </section>
  )
}
