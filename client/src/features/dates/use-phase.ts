// The site's phase in the browser (issue 54 item 5): the rule is common/phase.ts's, fed from the dates and the
// event settings, with today's India day (season.ts), so the hero, the notices and the calendar links agree.
import { type Phase, phaseOf, registrationOpen } from '@common/phase'
import { useQuery } from '@tanstack/react-query'
import { eventSettingsQueryOptions } from '@/lib/conference'
import { useImportantDates } from './api'
import { todayInIndia } from './season'

export interface SitePhase {
  phase: Phase
  /** Registration is open: the organisers opened it and the last-registration date has not passed. */
  registrationOpen: boolean
  /** The last-registration date, if one has the role. */
  registrationClosesOn: string | undefined
  /** The submission deadline's last day, if one has the role. */
  submissionDeadline: string | undefined
  today: string
}

/** The phase once the dates and the settings are there; undefined while they load (or failed). */
export function useSitePhase(today: string = todayInIndia()): SitePhase | undefined {
  const dates = useImportantDates()
  const settings = useQuery(eventSettingsQueryOptions)
  const conference = settings.data?.conference
  if (!dates.data || !conference) return undefined
  const deadline = dates.data.find((d) => d.role === 'submission-deadline')
  return {
    phase: phaseOf(dates.data, conference, today),
    registrationOpen: registrationOpen(settings.data?.registration?.open ?? false, dates.data, today),
    registrationClosesOn: dates.data.find((d) => d.role === 'last-registration')?.date,
    submissionDeadline: deadline ? (deadline.endDate ?? deadline.date) : undefined,
    today,
  }
}
