import { dateToCome } from '@common/phase'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LiveWhenNear } from '@/components/live-when-near'
import { AnnouncementMarquee } from '@/features/announcements/components/announcement-marquee'
import { AddToCalendar } from '@/features/calendar/components/add-to-calendar'
import { SubscribeToCalendar } from '@/features/calendar/components/subscribe-to-calendar'
import { type ImportantDate, importantDatesQueryOptions } from '@/features/dates/api'
import { ImportantDatesTable } from '@/features/dates/components/important-dates-table'
import { NextDeadline } from '@/features/dates/components/next-deadline'
import { todayInIndia } from '@/features/dates/season'
import { useSitePhase } from '@/features/dates/use-phase'
import { Hero } from '@/features/home/components/hero'
import { HomePage } from '@/features/home/home-page'
import { latestPapersQueryOptions } from '@/features/papers/api'
import { HighlightsPanel, HOME_LIST_SIZE } from '@/features/papers/components/highlights-panel'
import { NowOrCountdown } from '@/features/programme/components/now-and-next-slot'
import { eventSettingsQueryOptions, useEventSettings } from '@/features/settings/api'
import { latestUpdatesQueryOptions } from '@/features/updates/api'
import { HOME_UPDATES_SIZE, RecentUpdatesPanel } from '@/features/updates/components/recent-updates-panel'

export const Route = createFileRoute('/')({
  // The hero depends on the dates (running season or over) and the links: wait for them, so it never flips after
  // a client-side visit. A failed load is not an error page: the hero then shows what it can.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(importantDatesQueryOptions),
      context.queryClient.ensureQueryData(eventSettingsQueryOptions),
    ]).catch(() => undefined),
  component: () => (
    <HomePage
      hero={<HomeHero />}
      banner={<AnnouncementMarquee />}
      latest={<LatestPapersAndUpdates />}
      dates={
        <>
          <ImportantDatesTable renderActions={(date) => <AddToCalendarIfToCome date={date} />} />
          <div className="mx-auto max-w-3xl">
            <SubscribeToCalendar />
          </div>
        </>
      }
    />
  ),
})

/** The hero from the settings (the conference, its links, the phases' words) and the site's phase. */
function HomeHero() {
  const settings = useEventSettings()
  const site = useSitePhase()
  return (
    <Hero
      conference={settings.data?.conference}
      phase={site?.phase ?? 'before'}
      phases={settings.data?.phases}
      registrationOpen={site?.registrationOpen ?? false}
      links={settings.data?.links}
      nextDeadline={<NowOrCountdown countdown={<NextDeadline />} />}
    />
  )
}

/** "Add to calendar" only for a date to come (issue 54 item 5): a passed deadline is no event to add. */
function AddToCalendarIfToCome({ date }: { date: ImportantDate }) {
  return dateToCome(date, todayInIndia()) ? <AddToCalendar date={date} /> : null
}

/** Highlights and Recent Updates: their own component, so the lists' arrival re-renders only them. */
function LatestPapersAndUpdates() {
  // Home loads are quiet: no retries, no error UI (failures are logged only, the lists stay empty).
  // One more than each panel shows: the panel offers 'View more' when it is there.
  const papers = useQuery({ ...latestPapersQueryOptions(HOME_LIST_SIZE + 1), retry: false })
  const updates = useQuery({ ...latestUpdatesQueryOptions(HOME_UPDATES_SIZE + 1), retry: false })

  useEffect(() => {
    if (papers.error) console.warn('Failed to load papers', papers.error)
  }, [papers.error])
  useEffect(() => {
    if (updates.error) console.warn('Failed to load recent updates', updates.error)
  }, [updates.error])

  const loading = papers.isPending || updates.isPending

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="grid gap-6 lg:grid-cols-2">
        <HighlightsPanel papers={papers.data ?? []} loading={papers.isPending} failed={papers.isError} />
        {/* Below the papers on a phone: hydrated as it nears the screen (decision 052). */}
        <LiveWhenNear className="flex flex-col *:flex-1">
          <RecentUpdatesPanel updates={updates.data ?? []} loading={updates.isPending} failed={updates.isError} />
        </LiveWhenNear>
      </div>
      {loading ? (
        <p className="mt-4 text-center text-slate-600" role="status">
          Loading...
        </p>
      ) : null}
    </div>
  )
}
