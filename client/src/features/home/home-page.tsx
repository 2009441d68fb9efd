import type * as React from 'react'
import { LiveWhenNear } from '@/components/live-when-near'
import { HomeCarousel } from './components/home-carousel'

/**
 * Home: the hero, the carousel, the announcements, the latest papers and updates, Important Dates.
 * The route composes the parts that come from other features (dates, announcements, settings, papers, updates).
 */
export function HomePage({
  hero,
  banner,
  latest,
  dates,
}: {
  hero: React.ReactNode
  banner: React.ReactNode
  latest: React.ReactNode
  dates: React.ReactNode
}) {
  return (
    <>
      {hero}
      <HomeCarousel />
      {banner}
      {/* Below a phone's first screen: their style, layout and paint (two thirds of the page's elements) wait until
          they near the screen, off the work before the first paint (decision 041). The sizes stand in until then.
          Nor are the dates hydrated with the page: they become live as they near the screen (decision 052). */}
      <div className="skip-offscreen [contain-intrinsic-size:auto_84rem] lg:[contain-intrinsic-size:auto_44rem]">
        {latest}
      </div>
      <LiveWhenNear className="skip-offscreen px-4 pb-4 [contain-intrinsic-size:auto_45rem] md:[contain-intrinsic-size:auto_35rem]">
        {dates}
      </LiveWhenNear>
    </>
  )
}
