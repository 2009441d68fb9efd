import { blockOf } from '@common/pages'
import { Link } from '@tanstack/react-router'
import { ArrowRightIcon } from 'lucide-react'
import { ContentBlock } from '@/components/content-block'
import { Markdown, MarkdownInline } from '@/components/markdown'
import { BlocksPage, BlockText, PROSE, usePageBlocks } from '@/components/page-blocks'
import { usePage } from '@/lib/page-content'

/**
 * /about/about-the-conference: full name, organiser, hybrid mode, dates and the specialised tracks, each linking to
 * its track page. Its texts are the page `about-the-conference` (issue 54 item 1); the tracks are the call for
 * papers' special tracks, so renaming one there renames it here.
 */
export function AboutConferencePage() {
  const blocks = usePageBlocks('about-the-conference')
  const callForPapers = usePage('call-for-papers')
  const tracks = callForPapers ? (blockOf(callForPapers, 'special-tracks')?.items ?? []) : []
  return (
    <BlocksPage pageKey="about-the-conference" blocks={blocks}>
      {blocks ? (
        <>
          <dl className="mt-8 grid gap-4 rounded-xl border border-slate-200 bg-brand-50 p-5 sm:grid-cols-2">
            {blocks.items('facts').map((fact, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
              <div key={i}>
                <dt className="text-sm font-semibold uppercase tracking-wide text-brand-800">{fact.title}</dt>
                <dd className="mt-1 wrap-anywhere text-slate-900">
                  <MarkdownInline source={fact.markdown} />
                </dd>
              </div>
            ))}
          </dl>
          <BlockText blocks={blocks} name="intro" look="intro-large" />
          <ContentBlock id="special-tracks" heading={<MarkdownInline source={blocks.text('tracks-heading')} />}>
            <Markdown source={blocks.text('tracks')} className={PROSE} />
            <ul className="grid gap-2 sm:grid-cols-2">
              {tracks.map((track, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a track's page is its place in the list
                <li key={index}>
                  <Link
                    to="/authors/call-for-papers/$track"
                    params={{ track: String(index) }}
                    className="group flex h-full items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-brand-800 shadow-sm hover:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                  >
                    {track.title}
                    <ArrowRightIcon
                      className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
                      aria-hidden
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </ContentBlock>
        </>
      ) : null}
    </BlocksPage>
  )
}
