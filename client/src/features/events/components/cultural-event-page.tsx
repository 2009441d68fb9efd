import { blockOf, PAGE_DEFAULTS } from '@common/pages'
import { CalendarIcon } from 'lucide-react'
import { Markdown, MarkdownInline } from '@/components/markdown'
import { Badge } from '@/components/ui/badge'
import { PageContainer } from '@/components/ui/page-container'
import { usePage } from '@/lib/page-content'
import { ListItemCard } from './list-item-card'

/**
 * /programs/cultural-event: the cultural programme. Its texts and list of events are the page `cultural-events`
 * organisers edit in /admin/pages (issue 54 item 1): an event's badge ("Confirmed") is its subtitle, its date
 * line its summary.
 */
export function CulturalEventPage() {
  const page = usePage('cultural-events')
  if (!page) return <PageContainer title={PAGE_DEFAULTS['cultural-events'].title} width="wide" fillScreen />
  const text = (name: string) => blockOf(page, name)?.markdown ?? ''
  const events = blockOf(page, 'events')?.items ?? []
  return (
    <PageContainer title={page.title} lead={<MarkdownInline source={text('intro')} />} width="wide">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((event, i) => (
          <ListItemCard
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
            key={`${i}-${event.title}`}
            item={event}
            badge={
              // A confirmed event says so; one still being planned says so once, in its date line.
              event.subtitle ? (
                <Badge variant="accent" className="self-start">
                  {event.subtitle}
                </Badge>
              ) : null
            }
          >
            {event.summary ? (
              <p className="inline-flex items-center gap-1 text-sm text-slate-600">
                <CalendarIcon className="size-4" aria-hidden />
                <span>
                  <span className="sr-only">When: </span>
                  {event.summary}
                </span>
              </p>
            ) : null}
          </ListItemCard>
        ))}
      </ul>
      <Markdown source={text('note')} className="mt-8 grid gap-3 text-slate-600" />
    </PageContainer>
  )
}
