import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/utils'
import {
  MAIL_STATUS_LABELS,
  type MailStatus,
  type MailSummary,
  mailQueryOptions,
  outboxQueryOptions,
  useCancelMail,
  useRetryMail,
} from '../api'
import { OutboxStatusFilter } from './outbox-status-filter'

const RETRYABLE: MailStatus[] = ['failed', 'withheld', 'cancelled']
const CANCELLABLE: MailStatus[] = ['queued', 'retrying', 'withheld']

/** The body and every attempt of one mail, read when it is opened. */
function MailDetail({ id }: { id: string }) {
  const mail = useQuery(mailQueryOptions(id))
  if (mail.isPending) return <p className="mt-3 text-slate-600">Loading...</p>
  if (mail.isError) return <p className="mt-3 text-red-700">Failed to load the mail. Please try again.</p>
  const m = mail.data
  return (
    <div className="mt-3 grid gap-3">
      <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-sm text-slate-800 [overflow-wrap:anywhere]">
        {m.text}
      </pre>
      <div>
        <h3 className="text-sm font-semibold text-slate-800">Attempts</h3>
        {m.attemptLog.length === 0 ? (
          <p className="text-sm text-slate-600">None yet.</p>
        ) : (
          <ol className="mt-1 grid gap-1 text-sm">
            {m.attemptLog.map((a) => (
              <li key={a.at} className="[overflow-wrap:anywhere]">
                <time dateTime={a.at}>{formatDateTime(a.at)}</time>: {a.result}
                {a.code ? ` (${a.code})` : ''} — {a.message}
              </li>
            ))}
          </ol>
        )}
      </div>
      <p className="text-xs text-slate-600">Message-ID {m.messageId}</p>
    </div>
  )
}

function MailItem({ mail }: { mail: MailSummary }) {
  const [open, setOpen] = useState(false)
  const retry = useRetryMail()
  const cancel = useCancelMail()
  const busy = retry.isPending || cancel.isPending
  const about = `the mail “${mail.subject}” to ${mail.to}`
  return (
    <article
      className="rounded-xl border border-slate-200 p-4 shadow-sm [overflow-wrap:anywhere]"
      aria-label={`Mail to ${mail.to}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">{mail.subject}</h2>
        <span className="flex flex-wrap items-baseline gap-2">
          <Badge variant={mail.status === 'failed' ? 'accent' : 'secondary'}>{MAIL_STATUS_LABELS[mail.status]}</Badge>
          <time dateTime={mail.createdAt} className="text-sm text-slate-600">
            {formatDateTime(mail.createdAt)}
          </time>
        </span>
      </header>
      <p className="mt-1 text-sm text-slate-700">
        To {mail.to} · {mail.template} · {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}
        {mail.nextAttemptAt && mail.status === 'retrying' ? ` · next ${formatDateTime(mail.nextAttemptAt)}` : ''}
      </p>
      {mail.lastError ? (
        <p className="mt-1 text-sm text-red-800">
          {mail.lastError.code ? `${mail.lastError.code}: ` : ''}
          {mail.lastError.message}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          aria-label={`${open ? 'Close' : 'Open'} ${about}`}
        >
          {open ? 'Close' : 'Open'}
        </Button>
        {RETRYABLE.includes(mail.status) ? (
          <Button size="sm" disabled={busy} onClick={() => retry.mutate(mail._id)} aria-label={`Send again ${about}`}>
            Send again
          </Button>
        ) : null}
        {CANCELLABLE.includes(mail.status) ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => cancel.mutate(mail._id)}
            aria-label={`Cancel ${about}`}
          >
            Cancel
          </Button>
        ) : null}
      </div>
      {open ? <MailDetail id={mail._id} /> : null}
    </article>
  )
}

/** The outbox filtered by status, newest first; each mail opens to its body and attempts. */
export function OutboxList() {
  const [status, setStatus] = useState<MailStatus | 'all'>('all')
  const outbox = useQuery(outboxQueryOptions(status === 'all' ? undefined : status))
  return (
    <section aria-labelledby="outbox-mails" className="grid gap-4">
      <h2 id="outbox-mails" className="text-xl font-semibold text-brand-800">
        Mails
      </h2>
      <OutboxStatusFilter value={status} onChange={setStatus} />
      {outbox.isPending ? (
        <p className="text-slate-600">Loading...</p>
      ) : outbox.isError ? (
        <p className="text-red-700">Failed to fetch the outbox. Please try again.</p>
      ) : outbox.data.data.length === 0 ? (
        <p className="text-slate-600">
          No mails{status === 'all' ? '' : ` ${MAIL_STATUS_LABELS[status].toLowerCase()}`}.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {outbox.data.totalCount} {outbox.data.totalCount === 1 ? 'mail' : 'mails'}
            {outbox.data.totalCount > outbox.data.data.length ? `; the newest ${outbox.data.data.length} shown` : ''}
          </p>
          <ul className="grid gap-3">
            {outbox.data.data.map((m) => (
              <li key={m._id}>
                <MailItem mail={m} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
