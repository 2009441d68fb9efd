import { formatDay } from '@common/conference'
import { indiaClock } from '@common/programme'
import { changeInWords, compactPlace, publicationInWords } from '@common/programme-words'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FetchFailed } from '@/components/fetch-failed'
import { PageContainer } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { programmeQueryOptions, programmeVersionsQueryOptions, VERSIONS_FETCH_FAILED } from '../api'
import { SessionLink } from './session-link'

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800'

/** /programme/changes: every published version, newest first, each change in words. */
export function ChangesPage() {
  const versions = useQuery(programmeVersionsQueryOptions)
  // Titles link to the sessions still in the programme (a removed one has no page any more).
  const programme = useQuery(programmeQueryOptions)
  const current = new Map((programme.data?.sessions ?? []).map((s) => [s._id, s]))
  let body: ReactNode
  if (versions.isPending && !versions.isError)
    body = (
      <div className="mt-8 grid gap-3" role="status" aria-busy="true" aria-label="Loading the changes">
        <Skeleton className="h-7 w-56" />
        <Skeleton className="h-20 w-full" />
      </div>
    )
  else if (versions.isError || !versions.data)
    body = <FetchFailed message={VERSIONS_FETCH_FAILED} retrying={versions.isFetching} onRetry={versions.refetch} />
  else if (versions.data.length === 0)
    body = <p className="mt-8 text-slate-700">No version of the programme has been published yet.</p>
  else
    body = (
      <ol className="mt-8 grid gap-8">
        {versions.data.map((v) => {
          const at = indiaClock(v.publishedAt)
          return (
            <li key={v.number}>
              <section aria-labelledby={`version-${v.number}`}>
                <h2 id={`version-${v.number}`} className="text-xl font-semibold text-slate-900">
                  Version {v.number}
                </h2>
                <p className="text-sm text-slate-600">
                  Published <time dateTime={v.publishedAt}>{`${formatDay(at.day)}, ${at.time} IST`}</time>
                </p>
                {v.note ? <p className="mt-2 whitespace-pre-line text-slate-800 wrap-anywhere">{v.note}</p> : null}
                {publicationInWords(v.changes, v.number) ? (
                  <div className="mt-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
                    <p className="font-semibold text-slate-900">{publicationInWords(v.changes, v.number)}</p>
                    <ul className="mt-2 grid gap-1 text-sm" aria-label={`Sessions of version ${v.number}`}>
                      {v.changes.map((c) => {
                        const session = current.get(c.sessionId)
                        return (
                          <li key={c.sessionId} className="wrap-anywhere">
                            <span className="text-slate-600">{compactPlace(c)}</span>
                            {' · '}
                            {session ? (
                              <SessionLink session={session} className={LINK}>
                                {c.title}
                              </SessionLink>
                            ) : (
                              <span className="font-semibold text-slate-900">{c.title}</span>
                            )}
                          </li>
                        )
                      })}
                    </ul>
                  </div>
                ) : v.changes.length ? (
                  <ul className="mt-3 grid gap-2">
                    {v.changes.map((c) => {
                      const session = c.type === 'removed' ? undefined : current.get(c.sessionId)
                      return (
                        <li
                          key={`${c.type} ${c.sessionId}`}
                          className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
                        >
                          <p className="wrap-anywhere">
                            {session ? (
                              <SessionLink session={session} className={LINK}>
                                {c.title}
                              </SessionLink>
                            ) : (
                              <span className="font-semibold text-slate-900">{c.title}</span>
                            )}
                          </p>
                          <p className="text-slate-700">{changeInWords(c)}</p>
                        </li>
                      )
                    })}
                  </ul>
                ) : (
                  <p className="mt-2 text-slate-700">No session changed.</p>
                )}
              </section>
            </li>
          )
        })}
      </ol>
    )
  return (
    <PageContainer
      title="Programme changes"
      lead={
        <>
          Every published version of the programme, newest first, with what changed. Times are IST.{' '}
          <Link to="/programme" className={LINK}>
            The current programme
          </Link>
        </>
      }
      fillScreen
    >
      {body}
    </PageContainer>
  )
}
