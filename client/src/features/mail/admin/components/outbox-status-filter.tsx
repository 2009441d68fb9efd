import { MAIL_STATUS_LABELS, type MailStatus } from '../api'

const FILTERS: readonly (MailStatus | 'all')[] = [
  'all',
  'failed',
  'retrying',
  'queued',
  'withheld',
  'sent',
  'cancelled',
]

/** "Show mails: All · Failed · Retrying · …" as a radio group (arrow keys move between them). */
export function OutboxStatusFilter({
  value,
  onChange,
}: {
  value: MailStatus | 'all'
  onChange: (value: MailStatus | 'all') => void
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Show mails</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <label
            key={f}
            className="relative rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white"
          >
            <input
              type="radio"
              name="outbox-status"
              value={f}
              checked={value === f}
              onChange={() => onChange(f)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
            />
            {f === 'all' ? 'All' : MAIL_STATUS_LABELS[f]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
