import { CalendarIcon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { PageContainer } from '@/components/ui/page-container'
import { culturalEvents, culturalEventsContent as culturalEventsContentText } from '@/content/cultural-events'
import { useConferenceContent } from '@/lib/conference'

export function CulturalEventPage() {
  const culturalEventsContent = useConferenceContent(culturalEventsContentText)
  return (
    <PageContainer title={culturalEventsContent.heading} lead={culturalEventsContent.intro} width="wide">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {culturalEvents.map((event) => (
          <li
            key={event.id}
            className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <img
              src={event.image}
              alt={event.imageAlt}
              className="aspect-[16/10] w-full bg-slate-100 object-cover"
              loading="lazy"
            />
            <div className="flex flex-1 flex-col gap-2 p-5">
              {/* A confirmed event says so; one still being planned says so once, in its date line. */}
              {event.status === 'Confirmed' ? (
                <Badge variant="accent" className="self-start">
                  {event.status}
                </Badge>
              ) : null}
              <h2 className="text-lg font-semibold text-slate-900">{event.title}</h2>
              <p className="inline-flex items-center gap-1 text-sm text-slate-600">
                <CalendarIcon className="size-4" aria-hidden />
                <span>
                  <span className="sr-only">When: </span>
                  {event.when}
                </span>
              </p>
              <p className="text-sm text-slate-700">{event.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-slate-600">{culturalEventsContent.note}</p>
    </PageContainer>
  )
}
