// The site's phase (issue 54 item 5), computed once here so the server and the client agree: from the dates' roles
// (common/date-roles.ts) and the conference's days. Days are `YYYY-MM-DD` in India time; the caller passes today.
// No imports but types: it runs in both.
import type { DateRole } from './date-roles'

export const PHASES = ['before', 'closed', 'during', 'after'] as const
/**
 * before: submissions are open (today is on or before the submission deadline, or there is none);
 * closed: the submission deadline has passed, the conference is to come; during: a conference day;
 * after: the conference's last day has passed.
 */
export type Phase = (typeof PHASES)[number]

export const PHASE_LABELS: Record<Phase, string> = {
  before: 'Before the submission deadline',
  closed: 'Submissions closed',
  during: 'During the conference',
  after: 'After the conference',
}

/** The fields of an important date the phase reads (the API's ImportantDate has these and more). */
export interface RoledDate {
  readonly date: string
  readonly endDate?: string | null
  readonly role?: DateRole | null
}

/** The conference's days (the event settings' `conference`). */
export interface ConferenceDays {
  readonly startDate: string
  readonly endDate: string
}

/** The date that has `role`, if any (at most one has each). */
export function dateWithRole<T extends RoledDate>(dates: readonly T[], role: DateRole): T | undefined {
  return dates.find((d) => d.role === role)
}

/** The last day of a date (a range's end). */
export const lastDayOf = (d: RoledDate): string => d.endDate ?? d.date

/**
 * The phase on `today`, from the dates (their roles) and the conference's days: the later of the settings' days (what
 * every page names) and the important dates' `conference` row, so a conference moved in either place is still to come.
 */
export function phaseOf(dates: readonly RoledDate[], conference: ConferenceDays, today: string): Phase {
  const held = dateWithRole(dates, 'conference')
  const settingsDays: [string, string] = [conference.startDate, conference.endDate]
  const datedDays: [string, string] | undefined = held ? [held.date, lastDayOf(held)] : undefined
  const [start, end] = datedDays && datedDays[1] > settingsDays[1] ? datedDays : settingsDays
  if (today > end) return 'after'
  if (today >= start) return 'during'
  const deadline = dateWithRole(dates, 'submission-deadline')
  if (deadline && today > lastDayOf(deadline)) return 'closed'
  return 'before'
}

/** Submissions are taken on `today`: the phase is `before`. */
export const submissionsOpen = (phase: Phase): boolean => phase === 'before'

/**
 * Registration is open (issue 52): the organisers opened it (`settings.registration.open`) and today is on or before
 * the `last-registration` date, if there is one (GET /registrations/form answers the same).
 */
export function registrationOpen(open: boolean, dates: readonly RoledDate[], today: string): boolean {
  const last = dateWithRole(dates, 'last-registration')
  return open && (last === undefined || today <= last.date)
}

/** A date to come (or running today): what "Add to calendar" is offered for. */
export const dateToCome = (d: RoledDate, today: string): boolean => lastDayOf(d) >= today
