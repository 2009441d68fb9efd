import type * as React from 'react'
import { AnnouncementMarquee } from './components/announcement-marquee'
import { Hero } from './components/hero'
import { HomeCarousel } from './components/home-carousel'
import { ImportantDatesTable } from './components/important-dates-table'

/** Home (spec §2): hero, carousel, announcements, the latest papers and updates (`latest`), Important Dates. */
export function HomePage({ latest }: { latest: React.ReactNode }) {
  return (
    <>
      <Hero />
      <HomeCarousel />
      <div className="mt-6">
        <AnnouncementMarquee />
      </div>
      {latest}
      <div className="px-4 pb-4">
        <ImportantDatesTable />
      </div>
    </>
  )
}
