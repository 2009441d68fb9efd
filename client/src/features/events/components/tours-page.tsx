import { blockOf, PAGE_DEFAULTS } from '@common/pages'
import { MapPinIcon } from 'lucide-react'
import { Markdown, MarkdownInline } from '@/components/markdown'
import { PageContainer } from '@/components/ui/page-container'
import { usePage } from '@/lib/page-content'
import { ListItemCard } from './list-item-card'

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
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
          <ListItemCard key={`${i}-${site.title}`} item={site}>
            {site.summary ? (
              <p className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                <MapPinIcon className="size-4" aria-hidden />
                {site.summary}
              </p>
            ) : null}
          </ListItemCard>
        ))}
      </ul>
      <Markdown source={text('note')} className="mt-8 grid gap-3 text-slate-600" />
    </PageContainer>
  )
}
