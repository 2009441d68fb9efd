import { createFileRoute } from '@tanstack/react-router'
import { feeColumnDetails } from '@/content/registration'
import { RegistrationsPage } from '@/features/authors/components/registrations-page'
import { importantDatesQueryOptions, useImportantDates } from '@/features/dates/api'
import { RegisterNotice } from '@/features/dates/components/phase-notices'
import { eventSettingsQueryOptions } from '@/features/settings/api'
import { FeeTable } from '@/features/settings/components/fee-table'
import { formatDay } from '@/lib/calendar-day'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

export const Route = createFileRoute('/authors/registrations')({
  // Start the fetches early without holding the page back: the fee table shows its own skeleton.
  loader: ({ context }) => {
    inOwnTask(() => {
      void context.queryClient.prefetchQuery(eventSettingsQueryOptions)
      void context.queryClient.prefetchQuery(pageQueryOptions('registrations'))
      void context.queryClient.prefetchQuery(importantDatesQueryOptions)
    })
  },
  component: () => <RegistrationsPage feeTable={<RegistrationFees />} registerNotice={<RegisterNotice />} />,
})

/** The fee table, its column notes naming the current early bird and last registration days (found by label). */
function RegistrationFees() {
  const dates = useImportantDates()
  const day = (label: RegExp) => {
    const row = dates.data?.find((d) => label.test(d.label))
    return row ? formatDay(row.date) : undefined
  }
  return (
    <FeeTable
      details={feeColumnDetails({ earlyBird: day(/early bird/i), lastRegistration: day(/last date of registration/i) })}
    />
  )
}
