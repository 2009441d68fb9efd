import { RouteIcon } from 'lucide-react'
import { ContentBlock } from '@/components/content-block'
import { MapEmbed } from '@/components/map-embed'
import { PageContainer } from '@/components/ui/page-container'
import {
  accommodation as accommodationText,
  type HotelDetails,
  hotelPlace,
  withMapLinks,
} from '@/content/accommodation'
import { useConferenceContent } from '@/lib/conference'

/**
 * /about/accomodations: guest house and hostels on availability, and the nearby hotels of the event settings
 * (`hotels`, undefined while they load), each with its own map.
 */
export function AccommodationPage({ hotels }: { hotels: readonly HotelDetails[] | undefined }) {
  const accommodation = useConferenceContent(accommodationText)
  return (
    <PageContainer title={accommodation.heading} lead={accommodation.intro} width="wide">
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
        {hotels?.length === 0 ? <p className="text-slate-700">{accommodation.noHotels}</p> : null}
        <ul className="mt-2 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {(hotels ?? []).map(withMapLinks).map((h, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the organisers' list, in their order; names may repeat
              key={`${i}-${h.name}`}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <div className="px-5 pt-4 pb-3">
                <h3 className="text-lg font-semibold text-slate-900">{h.name}</h3>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
                  <RouteIcon className="size-4 shrink-0 text-brand-700" aria-hidden />
                  {h.distance ? (
                    `${h.distance} from NIT Patna`
                  ) : (
                    <a
                      href={h.routeUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                    >
                      Route and distance from NIT Patna
                      <span className="sr-only"> to {h.name} (opens in a new tab)</span>
                    </a>
                  )}
                </p>
              </div>
              <MapEmbed
                className="mt-auto"
                height="short"
                title={`Map showing ${h.name}`}
                src={h.mapEmbedUrl}
                address={hotelPlace(h)}
                mapUrl={h.mapUrl}
                placeName={h.name}
              />
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">{accommodation.disclaimer}</p>
      </ContentBlock>
    </PageContainer>
  )
}
