import { blockOf, PAGE_DEFAULTS } from '@common/pages'
import { GlobeIcon, MapPinIcon, PhoneIcon, RouteIcon } from 'lucide-react'
import { useState } from 'react'
import { ContentBlock } from '@/components/content-block'
import { MapEmbed } from '@/components/map-embed'
import { Markdown, MarkdownInline } from '@/components/markdown'
import { Button } from '@/components/ui/button'
import { PageContainer } from '@/components/ui/page-container'
import { type HotelDetails, hotelPlace, withMapLinks } from '@/content/accommodation'
import { usePage } from '@/lib/page-content'
import { useMediaQuery } from '@/lib/use-browser-value'

const LINK = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800'

/**
 * /about/accomodations: guest house and hostels on availability, and the nearby hotels of the event settings
 * (`hotels`, undefined while they load) with what is set of their address, distance, phone and website, and
 * one map of the hotel chosen. The texts around them are the page `accommodation` organisers edit in /admin/pages
 * (issue 54 item 1).
 */
export function AccommodationPage({ hotels }: { hotels: readonly HotelDetails[] | undefined }) {
  const page = usePage('accommodation')
  const list = (hotels ?? []).map(withMapLinks)
  const [chosen, setChosen] = useState(0)
  const [mapWanted, setMapWanted] = useState(false)
  // From 768 px (once hydrated; the server renders the phone's form) the map loads without being asked.
  const wide = useMediaQuery('(min-width: 768px)')
  const shown = list[chosen] ?? list[0]
  if (!page) return <PageContainer title={PAGE_DEFAULTS.accommodation.title} width="wide" fillScreen />
  const text = (name: string) => blockOf(page, name)?.markdown ?? ''
  return (
    <PageContainer title={page.title} lead={<MarkdownInline source={text('intro')} />} width="wide">
      <ContentBlock id="on-campus" heading={<MarkdownInline source={text('on-campus-heading')} />}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {(blockOf(page, 'on-campus')?.items ?? []).map((o, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
            <li key={`${i}-${o.title}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{o.title}</h3>
              <Markdown source={o.markdown} className="mt-1 grid gap-2" />
            </li>
          ))}
        </ul>
        <Markdown
          source={text('availability-note')}
          className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900"
        />
      </ContentBlock>
      <ContentBlock id="hotels" heading={<MarkdownInline source={text('hotels-heading')} />}>
        <Markdown source={text('hotels-intro')} className="grid gap-2" />
        {hotels?.length === 0 ? <Markdown source={text('no-hotels')} className="grid gap-2 text-slate-700" /> : null}
        <ul className="mt-2 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.map((h, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the organisers' list, in their order; names may repeat
              key={`${i}-${h.name}`}
              className="grid content-start gap-1.5 rounded-xl border border-slate-200 bg-white px-5 py-4 text-sm shadow-sm"
              data-testid="hotel"
            >
              <h3 className="text-lg font-semibold text-slate-900">{h.name}</h3>
              {h.address ? <p className="text-slate-700">{h.address}</p> : null}
              <p className="flex items-center gap-1.5 text-slate-700">
                <RouteIcon className="size-4 shrink-0 text-brand-700" aria-hidden />
                {h.distance ? (
                  `${h.distance} from NIT Patna`
                ) : (
                  <a href={h.routeUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
                    Route and distance from NIT Patna
                    <span className="sr-only"> to {h.name} (opens in a new tab)</span>
                  </a>
                )}
              </p>
              {h.phone ? (
                <p className="flex items-center gap-1.5 text-slate-700">
                  <PhoneIcon className="size-4 shrink-0 text-brand-700" aria-hidden />
                  <a href={`tel:${h.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
                    {h.phone}
                    <span className="sr-only"> ({h.name})</span>
                  </a>
                </p>
              ) : null}
              {h.website ? (
                <p className="flex items-center gap-1.5 text-slate-700">
                  <GlobeIcon className="size-4 shrink-0 text-brand-700" aria-hidden />
                  <a href={h.website} target="_blank" rel="noopener noreferrer" className={LINK}>
                    Website<span className="sr-only"> of {h.name} (opens in a new tab)</span>
                  </a>
                </p>
              ) : null}
              <p>
                <button
                  type="button"
                  className={`${LINK} inline-flex min-h-11 items-center gap-1.5`}
                  aria-controls="hotel-map"
                  onClick={() => {
                    setChosen(i)
                    setMapWanted(true)
                    document.getElementById('hotel-map')?.scrollIntoView({ block: 'nearest' })
                  }}
                >
                  <MapPinIcon className="size-4 shrink-0" aria-hidden />
                  Show {h.name} on the map
                </button>
              </p>
            </li>
          ))}
        </ul>
        {shown ? (
          // One map for every hotel (six frames were six maps' worth of data on a phone): the chosen hotel's,
          // loaded from 768 px at once, on a phone only when asked for.
          <section
            id="hotel-map"
            aria-label="Map of the hotels"
            className="overflow-hidden rounded-xl border border-slate-200"
          >
            {mapWanted || wide ? (
              <MapEmbed
                title={`Map showing ${shown.name}`}
                src={shown.mapEmbedUrl}
                address={hotelPlace(shown)}
                mapUrl={shown.mapUrl}
                placeName={shown.name}
              />
            ) : (
              <div className="grid justify-items-start gap-2 bg-slate-50 p-4 text-sm text-slate-700">
                <p>The map is loaded when you ask for it, to spare your data.</p>
                <Button type="button" variant="outline" onClick={() => setMapWanted(true)}>
                  <MapPinIcon aria-hidden />
                  Show the map
                </Button>
              </div>
            )}
          </section>
        ) : null}
        <Markdown source={text('disclaimer')} className="grid gap-2 text-sm text-slate-600" />
      </ContentBlock>
    </PageContainer>
  )
}
