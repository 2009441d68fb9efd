import { blockOf, PAGE_DEFAULTS } from '@common/pages'
import { Link } from '@tanstack/react-router'
import { CheckIcon } from 'lucide-react'
import { Markdown, MarkdownInline } from '@/components/markdown'
import { Button } from '@/components/ui/button'
import { PageContainer } from '@/components/ui/page-container'
import { usePage } from '@/lib/page-content'
import { useSponsorTiers } from '../tiers'
import { SponsorWall } from './sponsor-wall'

/**
 * The sponsorship tiers page, served at /sponsors and /sponsors/become-a-sponsor: the logo wall, then the tiers
 * with their facilities as the organisers name them (settings `sponsorTiers`); 18% GST extra. Its texts are the
 * page `sponsorship` organisers edit in /admin/pages (issue 54 item 1); /sponsors shows the page's title, the other
 * path its own (`title`).
 */
export function SponsorshipPage({ title }: { title?: string }) {
  const page = usePage('sponsorship')
  const tiers = useSponsorTiers()
  if (!page) return <PageContainer title={title ?? PAGE_DEFAULTS.sponsorship.title} width="wide" fillScreen />
  const text = (name: string) => blockOf(page, name)?.markdown ?? ''
  return (
    <PageContainer
      title={title ?? page.title}
      width="wide"
      lead={<Markdown source={text('intro')} className="grid gap-3" />}
    >
      <SponsorWall />
      <section aria-labelledby="tiers-heading" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="tiers-heading" className="text-2xl font-semibold text-slate-900">
            <MarkdownInline source={text('tiers-heading')} />
          </h2>
          <p
            className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950"
            data-testid="gst-note"
          >
            <MarkdownInline source={text('gst-badge')} />
          </p>
        </div>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {tiers.map((tier) => (
            <li
              key={tier.key}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
              style={{ borderTopColor: tier.accent, borderTopWidth: 6 }}
            >
              <h3 className="px-5 pt-5 text-xl font-bold tracking-wide text-slate-900">{tier.name}</h3>
              <ul className="grid gap-2 p-5 text-slate-700" aria-label={`${tier.name} facilities`}>
                {tier.facilities.map((f) => (
                  <li key={f} className="flex gap-2">
                    <CheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <Markdown source={text('gst-note')} className="mt-4 grid gap-2 text-sm text-slate-700" />
      </section>

      <section aria-labelledby="other-items-heading" className="mt-10">
        <h2 id="other-items-heading" className="text-2xl font-semibold text-slate-900">
          <MarkdownInline source={text('other-items-heading')} />
        </h2>
        {/* A Markdown list, shown as chips. */}
        <Markdown
          source={text('other-items')}
          className="mt-4 grid gap-3 [&_li]:rounded-full [&_li]:border [&_li]:border-slate-300 [&_li]:bg-slate-50 [&_li]:px-3 [&_li]:py-1 [&_li]:text-sm [&_li]:text-slate-800 [&_ul]:flex [&_ul]:flex-wrap [&_ul]:gap-2"
        />
      </section>

      <section aria-labelledby="how-heading" className="mt-10 grid gap-3 rounded-xl bg-brand-50 p-6 text-slate-800">
        <h2 id="how-heading" className="text-2xl font-semibold text-slate-900">
          <MarkdownInline source={text('how-heading')} />
        </h2>
        <Markdown source={text('how')} className="grid gap-3" />
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={'/contact' as '/'}>Contact the organisers</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/sponsors/benefits-of-sponsorship">Benefits of sponsorship</Link>
          </Button>
        </div>
      </section>
    </PageContainer>
  )
}
