import type * as React from 'react'
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
      {latest}
      <div className="px-4 pb-4">{dates}</div>
    </>
  )
}
