import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { type ApiError, api, unwrap } from '@/lib/api'
import { type CheckInCard, checkIn, checkInSearchQueryOptions, checkInSummaryQueryOptions, ticketOf } from '../api'
import { CheckInCardView, type CheckInOutcome } from '../components/check-in-card'
import { QrScanner } from './qr-scanner'

/**
 * /admin/check-in, on a volunteer's phone: the day's counts, scan a ticket or search by name, code or e-mail,
 * then the card and its Check in button. `ticket` (from /check-in/<ticket> opened while signed in) opens its card.
 */
export function CheckInDesk({ ticket }: { ticket?: string }) {
  const queryClient = useQueryClient()
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  const [selected, setSelected] = useState<CheckInCard>()
  const [outcome, setOutcome] = useState<CheckInOutcome>()
  const [busy, setBusy] = useState(false)
  const [scanProblem, setScanProblem] = useState<string>()
  const results = useQuery({ ...checkInSearchQueryOptions(q), enabled: q.length >= 2 })

  const choose = (card: CheckInCard | undefined) => {
    setSelected(card)
    setOutcome(undefined)
  }

  const openTicket = async (scanned: string) => {
    const found = ticketOf(scanned)
    setScanProblem(undefined)
    if (!found) return setScanProblem('This QR code is not a check-in ticket.')
    try {
      const { results: cards } = unwrap(await api.GET('/checkin/search', { params: { query: { q: found } } }))
      if (cards.length !== 1) return setScanProblem('No registration has this ticket: search by name, code or e-mail.')
      choose(cards[0])
    } catch (err) {
      setScanProblem((err as Error).message)
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens the ticket of the address once
  useEffect(() => {
    if (ticket) void openTicket(ticket)
  }, [ticket])

  const doCheckIn = async (force: boolean) => {
    if (!selected) return
    setBusy(true)
    try {
      const done = await checkIn(selected._id, force)
      setSelected(done.registration)
      setOutcome({ message: done.message, kind: done.again ? 'again' : 'done' })
      void queryClient.invalidateQueries({ queryKey: ['checkin'] })
    } catch (err) {
      const status = (err as ApiError).status
      setOutcome({ message: (err as Error).message, kind: status === 409 ? 'refused' : 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="grid min-w-0 max-w-xl gap-6">
      <Summary />
      <section aria-labelledby="scan-heading" className="grid gap-2">
        <h2 id="scan-heading" className="text-lg font-semibold">
          Scan a ticket
        </h2>
        <QrScanner onScan={(text) => void openTicket(text)} />
        {scanProblem ? (
          <p role="alert" className="text-red-800">
            {scanProblem}
          </p>
        ) : null}
      </section>
      <form
        className="grid gap-2"
        aria-labelledby="search-heading"
        onSubmit={(e) => {
          e.preventDefault()
          choose(undefined)
          setQ(typed.trim())
        }}
      >
        <h2 id="search-heading" className="text-lg font-semibold">
          Find a registration
        </h2>
        <FormField id="checkin-q" label="Name, registration code or e-mail">
          <Input id="checkin-q" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </FormField>
        <Button type="submit" variant="outline" disabled={typed.trim().length < 2}>
          Search registrations
        </Button>
      </form>
      {q && !selected ? (
        <section aria-label="Search results" className="grid gap-2">
          {results.isPending ? <p>Searching…</p> : null}
          {results.isError ? <p role="alert">{results.error.message}</p> : null}
          {results.data?.length === 0 ? <p>No registration matches “{q}”.</p> : null}
          <ul className="grid gap-2">
            {results.data?.map((card) => (
              <li key={card._id}>
                {/* A row of the results, not a ui Button: a long name wraps inside it on a phone. */}
                <button
                  type="button"
                  className="w-full rounded-md border border-slate-300 bg-white px-4 py-2 text-left text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
                  onClick={() => choose(card)}
                >
                  Open {card.name} ({card.code}){card.paymentConfirmed ? '' : ' — payment not confirmed'}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {selected ? (
        <div className="grid min-w-0 gap-2">
          <CheckInCardView card={selected} outcome={outcome} busy={busy} onCheckIn={(force) => void doCheckIn(force)} />
          <Button variant="ghost" onClick={() => choose(undefined)}>
            Back to the search results
          </Button>
        </div>
      ) : null}
    </div>
  )
}

function Summary() {
  const summary = useQuery(checkInSummaryQueryOptions)
  if (!summary.data) return null
  const { confirmed, checkedIn, byDay } = summary.data
  return (
    <section aria-labelledby="summary-heading" className="rounded-md border border-slate-200 bg-slate-50 p-3">
      <h2 id="summary-heading" className="font-semibold">
        Checked in
      </h2>
      <p data-testid="checkin-summary">
        {checkedIn} of {confirmed} confirmed registrations
      </p>
      {byDay.length ? (
        <ul className="text-sm text-slate-700">
          {byDay.map((d) => (
            <li key={d.day}>
              {d.day}: {d.count}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
