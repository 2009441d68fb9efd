import type { PageContent } from '@common/pages'
import { blockOf } from '@common/pages'
import { Link } from '@tanstack/react-router'
import { ArrowRightIcon } from 'lucide-react'
import { Markdown, MarkdownInline } from '@/components/markdown'

/** The special-track cards (the list organisers edit); card n links to /authors/call-for-papers/{n}. */
export function SpecialTracks({ page }: { page: PageContent }) {
  const tracks = blockOf(page, 'special-tracks')?.items ?? []
  return (
    <section aria-labelledby="special-tracks" className="mt-12">
      <h2 id="special-tracks" className="text-2xl font-semibold text-slate-900">
        <MarkdownInline source={blockOf(page, 'special-tracks-heading')?.markdown ?? ''} />
      </h2>
      <Markdown source={blockOf(page, 'special-tracks-intro')?.markdown ?? ''} className="mt-2 text-slate-700" />
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {tracks.map((group, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
          <li key={`${index}-${group.title}`}>
            <Link
              to="/authors/call-for-papers/$track"
              params={{ track: String(index) }}
              data-testid={`special-track-${index}`}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {group.image ? (
                <img src={group.image} alt="" className="aspect-[4/3] w-full bg-brand-50 object-cover" loading="lazy" />
              ) : null}
              <span className="flex flex-1 flex-col gap-2 p-4">
                <span className="text-lg font-semibold leading-tight text-slate-900 group-hover:text-brand-700">
                  {group.title}
                </span>
                {group.summary ? <span className="text-sm text-slate-600">{group.summary}</span> : null}
                <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-brand-700">
                  View tracks <ArrowRightIcon className="size-4" aria-hidden />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
