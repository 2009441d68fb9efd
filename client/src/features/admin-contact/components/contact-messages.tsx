import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ListSearchField, NoSearchMatch, useListSearch } from '@/components/admin/list-search'
import { formatDateTime } from '@/lib/utils'
import { contactMessagesQueryOptions } from '../api'

/** Every contact message: name, email, phone, message and when it came. Failures are only logged (spec §8). */
export function ContactMessages() {
  const messages = useQuery(contactMessagesQueryOptions)
  const search = useListSearch(messages.data ?? [])
  useEffect(() => {
    if (messages.isError) console.warn('Failed to fetch contact messages', messages.error)
  }, [messages.isError, messages.error])

  if (messages.isPending) return <p className="text-slate-600">Loading...</p>
  if (messages.isError || messages.data.length === 0) return <p className="text-slate-600">No messages found.</p>
  return (
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
                <time dateTime={m.createdAt} className="text-sm text-slate-600">
                  {formatDateTime(m.createdAt)}
                </time>
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
            </article>
          </li>
        ))}
      </ul>
    </>
  )
}
