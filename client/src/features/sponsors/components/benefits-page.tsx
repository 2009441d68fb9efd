import { blockOf, PAGE_DEFAULTS } from '@common/pages'
import { Link } from '@tanstack/react-router'
import { GlobeIcon, type LucideIcon, NotebookTextIcon, VideoIcon } from 'lucide-react'
import { Markdown, MarkdownInline } from '@/components/markdown'
import { Button } from '@/components/ui/button'
import { PageContainer } from '@/components/ui/page-container'
import { usePage } from '@/lib/page-content'

const ICONS: readonly LucideIcon[] = [GlobeIcon, NotebookTextIcon, VideoIcon]

/**
 * /sponsors/benefits-of-sponsorship: the benefits, the page `sponsorship-benefits` organisers edit in /admin/pages
 * (issue 54 item 1); the first three keep their icons, later ones take the first's.
 */
export function BenefitsPage() {
  const page = usePage('sponsorship-benefits')
  if (!page) return <PageContainer title={PAGE_DEFAULTS['sponsorship-benefits'].title} width="wide" fillScreen />
  const benefits = blockOf(page, 'benefits')?.items ?? []
  return (
    <PageContainer
      title={page.title}
      lead={<MarkdownInline source={blockOf(page, 'intro')?.markdown ?? ''} />}
      width="wide"
    >
      <ol className="mt-8 grid gap-5 md:grid-cols-3">
        {benefits.map((b, i) => {
          const Icon = ICONS[i] ?? GlobeIcon
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
              key={`${i}-${b.title}`}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-6" />
              </span>
              <h2 className="text-lg font-semibold text-slate-900">{b.title}</h2>
              <Markdown source={b.markdown} className="grid gap-2 text-slate-700" />
            </li>
          )
        })}
      </ol>
      <div className="mt-10">
        <Button asChild>
          <Link to="/sponsors/become-a-sponsor">Become a sponsor</Link>
        </Button>
      </div>
    </PageContainer>
  )
}
