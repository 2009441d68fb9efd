import { Link } from '@tanstack/react-router'
import { BusIcon, type LucideIcon, PlaneIcon, TrainFrontIcon } from 'lucide-react'
import { BulletList, ContentBlock, Paragraphs } from '@/components/content-block'
import { MapEmbed } from '@/components/map-embed'
import { PageContainer } from '@/components/ui/page-container'
import { type TravelDistance, venueAndTravels } from '@/content/about'
import { siteConfig } from '@/content/site-config'

const MODE_ICON: Record<TravelDistance['mode'], LucideIcon> = { air: PlaneIcon, rail: TrainFrontIcon, road: BusIcon }

/** /about/venue-and-travels: the venue and distances (12 km airport, 8 km railway station). */
export function VenuePage() {
  return (
    <PageContainer title={venueAndTravels.heading} lead={venueAndTravels.venueName}>
      <div className="mt-8 grid gap-3 text-slate-700">
        <Paragraphs items={venueAndTravels.paragraphs} />
      </div>
      <ContentBlock id="distances" heading="Distances from the venue">
        <ul className="grid gap-4 sm:grid-cols-3">
          {venueAndTravels.distances.map((d) => {
            const Icon = MODE_ICON[d.mode]
            return (
              <li key={d.place} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
                <div>
                  <p className="font-semibold text-slate-900">{d.place}</p>
                  <p className="text-slate-700">{d.text}</p>
                </div>
              </li>
            )
          })}
        </ul>
      </ContentBlock>
      <ContentBlock id="travel-tips" heading="Travel tips">
        <BulletList items={venueAndTravels.travelTips} />
        <p>
          See also{' '}
          <Link to={'/programs/tours' as '/'} className="font-medium text-brand-700 underline underline-offset-4">
            Tours
          </Link>{' '}
          and{' '}
          <Link to="/about/accomodations" className="font-medium text-brand-700 underline underline-offset-4">
            Accommodation
          </Link>
          .
        </p>
      </ContentBlock>
      <ContentBlock id="map" heading="Map">
        <MapEmbed
          className="rounded-xl border border-slate-200"
          height="tall"
          title={`Map of ${siteConfig.organiser.instituteFullName}`}
          src={siteConfig.contact.mapEmbedUrl}
          address={siteConfig.contact.locationText}
          mapUrl={siteConfig.contact.mapLinkUrl}
        />
      </ContentBlock>
    </PageContainer>
  )
}
