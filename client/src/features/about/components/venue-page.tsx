import { locationText, mapEmbedUrl, mapLinkUrl } from '@common/organiser'
import { BusIcon, type LucideIcon, PlaneIcon, TrainFrontIcon } from 'lucide-react'
import { ContentBlock } from '@/components/content-block'
import { MapEmbed } from '@/components/map-embed'
import { MarkdownInline } from '@/components/markdown'
import { BlockSection, BlocksPage, BlockText, usePageBlocks } from '@/components/page-blocks'
import { useOrganiser } from '@/lib/conference'

/** A distance's icon, by what its place is (organisers name places, not modes). */
function iconOf(place: string): LucideIcon {
  if (/airport|air/i.test(place)) return PlaneIcon
  if (/railway|station|junction|train/i.test(place)) return TrainFrontIcon
  return BusIcon
}

/**
 * /about/venue-and-travels: the venue and distances (12 km airport, 8 km railway station). Its texts are the page
 * `venue-and-travels` (issue 54 item 1); the map is the settings' organiser's.
 */
export function VenuePage() {
  const blocks = usePageBlocks('venue-and-travels')
  const organiser = useOrganiser()
  return (
    <BlocksPage pageKey="venue-and-travels" blocks={blocks} lead="lead">
      {blocks ? (
        <>
          <BlockText blocks={blocks} name="intro" look="intro" />
          <ContentBlock id="distances" heading={<MarkdownInline source={blocks.text('distances-heading')} />}>
            <ul className="grid gap-4 sm:grid-cols-3">
              {blocks.items('distances').map((d, i) => {
                const Icon = iconOf(d.title)
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
                  <li key={i} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                    <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
                    <div>
                      <p className="font-semibold text-slate-900">{d.title}</p>
                      <p className="text-slate-700">
                        <MarkdownInline source={d.markdown} />
                      </p>
                    </div>
                  </li>
                )
              })}
            </ul>
          </ContentBlock>
          <BlockSection blocks={blocks} name="tips" id="travel-tips" />
          {/* No map point in the settings: no map (and no empty frame). */}
          {organiser.map ? (
            <ContentBlock id="map" heading={<MarkdownInline source={blocks.text('map-heading')} />}>
              <MapEmbed
                className="rounded-xl border border-slate-200"
                height="tall"
                title={`Map of ${organiser.instituteFullName}`}
                src={mapEmbedUrl(organiser.map)}
                address={locationText(organiser)}
                mapUrl={mapLinkUrl(organiser.map)}
              />
            </ContentBlock>
          ) : null}
        </>
      ) : null}
    </BlocksPage>
  )
}
