import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ListSearchField, NoSearchMatch, useListSearch } from '@/components/admin/list-search'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { downloadFile } from '@/lib/admin/download-file'
import { toast } from '@/lib/toast'
import { formatDateTime } from '@/lib/utils'
import { type ContactStatus, contactMessagesQueryOptions } from '../api'
import { MessageActions } from './message-actions'
import { ReplyBox } from './reply-box'
import { STATUS_FILTERS, StatusFilter } from './status-filter'

const STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  archived: 'Archived',
}

/** "Export CSV": the messages shown by the filter, as a spreadsheet-safe CSV file. */
function ExportCsvButton({ status }: { status: ContactStatus | 'all' }) {
  const [busy, setBusy] = useState(false)
  async function exportCsv() {
    setBusy(true)
    try {
      const name = await downloadFile(
        `/contact/export.csv${status === 'all' ? '' : `?status=${status}`}`,
        'contact-messages.csv',
      )
      toast.success(`Saved ${name}.`)
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The export failed. Please try again.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" onClick={() => void exportCsv()} disabled={busy}>
      {busy ? 'Exporting...' : 'Export CSV'}
    </Button>
  )
}

/**
 * The inbox: messages filtered by status (all, new, read, replied, archived) and searched, each with its sender,
 * status and actions; an export of what the filter shows. Load failures are only logged.
 */
export function ContactMessages() {
  const [status, setStatus] = useState<ContactStatus | 'all'>('all')
  const messages = useQuery(contactMessagesQueryOptions(status === 'all' ? undefined : status))
  const search = useListSearch(messages.data ?? [])
  useEffect(() => {
    if (messages.isError) console.warn('Failed to fetch contact messages', messages.error)
  }, [messages.isError, messages.error])
  const filterLabel = STATUS_FILTERS.find((f) => f.value === status)?.label.toLowerCase()

  return (
    <>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <StatusFilter value={status} onChange={setStatus} />
        <ExportCsvButton status={status} />
      </div>
      {messages.isPending ? (
        <p className="text-slate-600">Loading...</p>
      ) : messages.isError || messages.data.length === 0 ? (
        <p className="text-slate-600">{status === 'all' ? 'No messages found.' : `No ${filterLabel} messages.`}</p>
      ) : (
        <>
          <ListSearchField
            noun="messages"
            query={search.query}
            onQueryChange={search.setQuery}
            shown={search.shown.length}
            total={messages.data.length}
          />
          {search.shown.length === 0 ? <NoSearchMatch noun="messages" onClear={() => search.setQuery('')} /> : null}
          <ul className="grid gap-4">
            {search.shown.map((m) => (
              <li key={m._id}>
                <article
                  className="rounded-xl border border-slate-200 p-5 shadow-sm [overflow-wrap:anywhere]"
                  aria-label={`Message from ${m.name}`}
                >
                  <header className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="text-lg font-semibold">{m.subject}</h2>
                    <span className="flex flex-wrap items-baseline gap-2">
                      <Badge variant={m.status === 'new' ? 'strong' : 'secondary'}>{STATUS_LABELS[m.status]}</Badge>
                      <time dateTime={m.createdAt} className="text-sm text-slate-600">
                        {formatDateTime(m.createdAt)}
                      </time>
                    </span>
                  </header>
                  <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                    <dt className="font-medium text-slate-700">Name</dt>
                    <dd>{m.name}</dd>
                    <dt className="font-medium text-slate-700">Email</dt>
                    <dd>
                      <a href={`mailto:${m.email}`} className="text-brand-700 underline-offset-4 hover:underline">
                        {m.email}
                      </a>
                    </dd>
                    <dt className="font-medium text-slate-700">Phone</dt>
                    <dd>{m.phone || '—'}</dd>
                  </dl>
                  <p className="mt-3 whitespace-pre-line text-slate-800">{m.message}</p>
                  <MessageActions message={m} />
                  <ReplyBox message={m} />
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
