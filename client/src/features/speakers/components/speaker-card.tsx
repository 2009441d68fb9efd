import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { Badge } from '@/components/ui/badge'
import { PERSON_PLACEHOLDER_IMAGE } from '@/content/people'
import type { Speaker } from '../api'

const NO_SESSIONS: readonly { slug: string; title: string }[] = []

/**
 * Memoised: the grid grows a batch per frame, and each batch must render only its new cards, not again every
 * card already on screen (200 speakers would be ~1,700 card renders instead of 200).
 */
export const SpeakerCard = memo(function SpeakerCard({
  speaker,
  sessions = NO_SESSIONS,
}: {
  speaker: Speaker
  /** The speaker's sessions in the published programme, each linked. */
  sessions?: readonly { slug: string; title: string }[]
}) {
  return (
    <article
      className="skip-offscreen flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm [contain-intrinsic-size:auto_34rem]"
      data-testid="speaker-card"
    >
      <img
        src={speaker.imageUrl || PERSON_PLACEHOLDER_IMAGE}
        alt={`Portrait of ${speaker.name}`}
        width={400}
        height={400}
        className="aspect-square w-full bg-slate-100 object-cover"
        loading="lazy"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{speaker.name}</h2>
          {speaker.designation ? <p className="text-sm font-medium text-slate-800">{speaker.designation}</p> : null}
          {speaker.affiliation ? <p className="text-sm text-slate-700">{speaker.affiliation}</p> : null}
        </div>
        {speaker.specialization.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Specializations of ${speaker.name}`}>
            {speaker.specialization.map((s) => (
              <li key={s}>
                <Badge>{s}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="whitespace-pre-line text-sm text-slate-700">{speaker.description}</p>
        {sessions.length > 0 ? (
          <ul className="mt-auto grid gap-1 text-sm" aria-label={`Sessions of ${speaker.name}`}>
            {sessions.map((session) => (
              <li key={session.slug}>
                <Link
                  to="/programme/$slug"
                  params={{ slug: session.slug }}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {session.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  )
})

export function SpeakerCardSkeleton() {
  return (
    <div
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="speaker-skeleton"
    >
      <div className="aspect-square w-full animate-pulse bg-slate-200" />
      <div className="grid gap-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-16 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  )
}
