import { ContentBlock } from '@/components/content-block'
import { PageContainer } from '@/components/ui/page-container'
import { accommodation } from '@/content/accommodation'

/** /about/accomodations: guest house and hostels on availability, and six nearby hotels with embedded maps. */
export function AccommodationPage() {
  return (
    <PageContainer title={accommodation.heading} lead={accommodation.intro}>
      <ContentBlock id="on-campus" heading={accommodation.onCampusHeading}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {accommodation.onCampus.map((o) => (
            <li key={o.name} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{o.name}</h3>
              <p className="mt-1">{o.description}</p>
            </li>
          ))}
        </ul>
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
          {accommodation.availabilityNote}
        </p>
      </ContentBlock>
      <ContentBlock id="hotels" heading={accommodation.hotelsHeading}>
        <p>{accommodation.hotelsIntro}</p>
        <ul className="mt-2 grid gap-6 md:grid-cols-2">
          {accommodation.hotels.map((h) => (
            <li
              key={h.name}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <iframe
                title={`Map showing ${h.name}`}
                src={h.mapEmbedUrl}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="h-56 w-full border-0 bg-slate-100"
              />
              <div className="p-5">
                <h3 className="text-lg font-semibold text-slate-900">{h.name}</h3>
                <p className="text-sm text-slate-600">{h.address}</p>
                <p className="mt-2 text-sm">{h.note}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">{accommodation.disclaimer}</p>
      </ContentBlock>
    </PageContainer>
  )
}
