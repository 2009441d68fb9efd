import { formatDateTime } from '@/lib/utils'
import type { AuditEntry } from '../api'
import { changedFields } from '../audit-diff'
import { describeEntry } from '../describe-entry'
import { ChangeTable } from './change-table'

/** One entry of the log: who, what and when, then the fields it changed. */
export function ActivityEntry({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after)
  const kind = entry.before && entry.after ? 'change' : entry.after ? 'added' : 'deleted'
  const description = describeEntry(entry)
  return (
    <article
      className="rounded-xl border border-slate-200 p-4 shadow-sm sm:p-5"
      aria-label={`${entry.actor.name} ${description}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="[overflow-wrap:anywhere]">
          <span className="font-semibold text-slate-900">{entry.actor.name}</span>{' '}
          <span className="text-slate-800">{description}</span>
        </p>
        <time dateTime={entry.at} className="text-sm text-slate-600">
          {formatDateTime(entry.at)}
        </time>
      </header>
      <p className="mt-0.5 text-xs text-slate-600 [overflow-wrap:anywhere]">{entry.actor.email}</p>
      {entry.before || entry.after ? <ChangeTable changes={changes} kind={kind} /> : null}
    </article>
  )
}
