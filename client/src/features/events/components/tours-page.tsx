import { blockOf, PAGE_DEFAULTS } from '@common/pages'
import { MapPinIcon } from 'lucide-react'
import { Markdown, MarkdownInline } from '@/components/markdown'
import { PageContainer } from '@/components/ui/page-container'
import { usePage } from '@/lib/page-content'

/**
 * /programs/tours: the places to visit around the conference. Its texts and list of places are the page `tours`
 * organisers edit in /admin/pages (issue 54 item 1).
 */
export function ToursPage() {
  const page = usePage('tours')
  if (!page) return <PageContainer title={PAGE_DEFAULTS.tours.title} width="wide" fillScreen />
  const text = (name: string) => blockOf(page, name)?.markdown ?? ''
  const sites = blockOf(page, 'sites')?.items ?? []
  return (
    <PageContainer title={page.title} lead={<MarkdownInline source={text('intro')} />} width="wide">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="tour-list">
        {sites.map((site, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
            key={`${i}-${site.title}`}
            className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            {site.image ? (
              <img
                src={site.image}
                alt={site.imageAlt ?? ''}
                className="aspect-[16/10] w-full bg-slate-100 object-cover"
                loading="lazy"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-2 p-5">
              <h2 className="text-lg font-semibold text-slate-900">{site.title}</h2>
              {site.summary ? (
                <p className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                  <MapPinIcon className="size-4" aria-hidden />
                  {site.summary}
                </p>
              ) : null}
              <Markdown source={site.markdown} className="grid gap-2 text-sm text-slate-700" />
            </div>
          </li>
        ))}
      </ul>
      <Markdown source={text('note')} className="mt-8 grid gap-3 text-slate-600" />
    </PageContainer>
  )
}
