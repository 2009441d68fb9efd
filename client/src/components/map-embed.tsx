import { MapPinIcon } from 'lucide-react'
import type * as React from 'react'
import { cn } from '@/lib/utils'

const FRAME_HEIGHTS = { short: 'h-52', default: 'h-72', tall: 'h-72 sm:h-96' }

/**
 * An embedded map that never leaves an empty box: a placeholder sits behind the frame until the map paints
 * over it, and the address with an 'Open in maps' link sits under the frame, always. It is always shown
 * because a blocked embed cannot be told from a loaded one: the browser fires `load` for its own error page
 * too, and a cross-origin frame says nothing about its content.
 */
export function MapEmbed({
  title,
  src,
  address,
  mapUrl,
  placeName,
  referrerPolicy = 'no-referrer-when-downgrade',
  height = 'default',
  className,
}: {
  /** The frame's accessible name, e.g. 'Map showing the location of NIT Patna'. */
  title: string
  src: string
  /** The postal address (or the best one known), as text or lines. */
  address: React.ReactNode
  /** An ordinary link to the same place on a map site. */
  mapUrl: string
  /** Names the place in the link for screen readers when a page has several maps. */
  placeName?: string
  referrerPolicy?: React.IframeHTMLAttributes<HTMLIFrameElement>['referrerPolicy']
  /** The frame's height: `short` in a card, `tall` on a page of its own. */
  height?: keyof typeof FRAME_HEIGHTS
  className?: string
}) {
  return (
    <figure className={cn('overflow-hidden', className)} data-testid="map-embed">
      <div className={cn('relative bg-slate-100', FRAME_HEIGHTS[height])}>
        <div
          aria-hidden
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-slate-600"
        >
          <MapPinIcon className="size-8 text-brand-700" />
          Loading the map…
        </div>
        <iframe
          title={title}
          src={src}
          loading="lazy"
          referrerPolicy={referrerPolicy}
          className="relative block size-full border-0"
        />
      </div>
      <figcaption
        className="grid justify-items-start gap-1 border-t border-slate-200 bg-white px-4 py-3 text-sm"
        data-testid="map-fallback"
      >
        <address className="min-w-0 not-italic text-slate-700">{address}</address>
        <a
          href={mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          <MapPinIcon className="size-4" aria-hidden />
          Open in maps
          <span className="sr-only">{placeName ? `: ${placeName}` : ''} (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  )
}
