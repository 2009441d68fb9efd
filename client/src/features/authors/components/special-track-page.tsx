import { blockOf } from '@common/pages'
import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon } from 'lucide-react'
import { Markdown } from '@/components/markdown'
import { PageContainer } from '@/components/ui/page-container'
import { usePage } from '@/lib/page-content'

/**
 * /authors/call-for-papers/:track — the n-th entry (0 first) of the call for papers' special tracks, the list
 * organisers edit in /admin/pages; anything else ("01", "1.5", past the end) is not found.
 */
export function SpecialTrackPage({ track }: { track: string }) {
  const page = usePage('call-for-papers')
  const tracks = page ? (blockOf(page, 'special-tracks')?.items ?? []) : undefined
  const group = tracks && /^(?:0|[1-9]\d?)$/.test(track.trim()) ? tracks[Number(track.trim())] : undefined
  if (!tracks) return <PageContainer eyebrow="Special Track" title="Special Track" width="wide" />
  const back = (
    <Link
      to="/authors/call-for-papers"
      className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      <ArrowLeftIcon className="size-4" aria-hidden />
      Back to Call for Papers
    </Link>
  )

  if (!group) {
    return (
      <PageContainer title="Special track not found">
        <p className="mt-4 text-slate-700">
          There is no special track “{track}”. The special tracks are numbered 0 to {tracks.length - 1}.
        </p>
        <p className="mt-6">{back}</p>
      </PageContainer>
    )
  }

  return (
    <PageContainer
      eyebrow="Special Track"
      title={group.title}
      width="wide"
      lead={group.subtitle ? `Also known as: ${group.subtitle}` : group.summary}
    >
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-start">
        <Markdown
          source={group.markdown}
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h2:not(:first-child)]:mt-4 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-5"
        />
        {group.image ? (
          <img
            src={group.image}
            alt={group.imageAlt ?? ''}
            className="order-first w-full rounded-xl border border-slate-200 bg-brand-50 lg:order-none"
          />
        ) : null}
      </div>
      <p className="mt-8">{back}</p>
    </PageContainer>
  )
}
