import { formatDateRange } from '@common/conference'
import type { NextEditionPlan } from '../api'

/** What each count is, in the organiser's words; keys the server adds later are spelt out from their names. */
const WORDS: Record<string, string> = {
  settings: 'Event settings (with the new name, year, days and public URL)',
  admins: 'Admins',
  committeeMembers: 'Committee members, with their photos',
  hotels: 'Hotels (check them before registration opens)',
  fees: 'Registration fees (check them before registration opens)',
  rooms: 'Rooms',
  importantDates: 'Important dates',
  papers: 'Papers',
  speakers: 'Speakers',
  announcements: 'Announcements (the scrolling banner)',
  recentUpdates: 'Recent updates',
  galleryPhotos: 'Gallery photos',
  contactMessages: 'Contact messages',
  sponsors: 'Sponsors',
  sessions: 'Programme sessions',
  versions: 'Programme versions',
}

/** 'recentUpdates' → 'Recent updates'. */
export function wordsFor(key: string): string {
  const named = WORDS[key]
  if (named) return named
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)

const days = (n: number) => `${n} ${Math.abs(n) === 1 ? 'day' : 'days'}`

/** One part of the plan: a table of what, and how many. */
function CountTable({
  id,
  title,
  lead,
  caption,
  counts,
}: {
  id: string
  title: string
  lead: string
  caption: string
  counts: Record<string, number>
}) {
  const rows = Object.entries(counts)
  return (
    <section aria-labelledby={id} className="grid content-start gap-2" data-testid={id}>
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title} <span className="text-base font-normal text-slate-600">({total(counts)})</span>
      </h3>
      <p className="text-sm text-slate-700">{lead}</p>
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                What
              </th>
              <th scope="col" className="w-20 px-3 py-2 text-right font-semibold">
                Count
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map(([key, n]) => (
              <tr key={key}>
                <th scope="row" className="px-3 py-2 font-normal [overflow-wrap:anywhere]">
                  {wordsFor(key)}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{n}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/**
 * The dry run, shown in full: which edition ends (and where its archive will answer), which begins, and exactly
 * what is carried over, shifted by how many days, and emptied, with the counts.
 */
export function EditionPlan({ plan }: { plan: NextEditionPlan }) {
  const { from, to, shiftDays } = plan
  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-900">Ends and is archived</dt>
          <dd className="text-slate-700 [overflow-wrap:anywhere]">
            {from.shortName}, {formatDateRange(from.startDate, from.endDate)}: read-only at{' '}
            <span className="font-medium">{from.host}</span>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Begins</dt>
          <dd className="text-slate-700 [overflow-wrap:anywhere]">
            {to.shortName}, {formatDateRange(to.startDate, to.endDate)}: at{' '}
            <span className="font-medium">{to.host}</span>
          </dd>
        </div>
      </dl>
      <div className="grid gap-6 lg:grid-cols-3">
        <CountTable
          id="plan-carried"
          title="Carried over"
          lead={`Kept into ${to.shortName}, each row with a new id.`}
          caption={`What ${to.shortName} keeps from ${from.shortName}`}
          counts={plan.carried}
        />
        <CountTable
          id="plan-shifted"
          title={`Shifted by ${days(shiftDays)}`}
          lead={`Moved ${days(Math.abs(shiftDays))} ${shiftDays < 0 ? 'earlier' : 'later'} (the gap between the two first days), as upcoming dates.`}
          caption={`What moves by ${days(shiftDays)}`}
          counts={plan.shifted}
        />
        <CountTable
          id="plan-emptied"
          title="Emptied"
          lead={`Gone from ${to.shortName}; kept in the backup and in the archive of ${from.shortName}.`}
          caption={`What ${to.shortName} starts without`}
          counts={plan.emptied}
        />
      </div>
      <CarriedLeftovers plan={plan} />
      <ShiftedDates plan={plan} />
    </div>
  )
}

/** Carried texts that still name the old edition (issue 54 item 6): to change after the switch. */
function CarriedLeftovers({ plan }: { plan: NextEditionPlan }) {
  const links = plan.linksEmptied.length > 0
  return (
    <section aria-labelledby="plan-leftovers" className="grid gap-2">
      <h3 id="plan-leftovers" className="text-lg font-semibold text-slate-900">
        Still naming {plan.from.shortName}
      </h3>
      {plan.leftovers.length === 0 ? (
        <p className="text-sm text-slate-700">No carried text names {plan.from.shortName}.</p>
      ) : (
        <ul className="grid gap-1 text-sm text-slate-800" data-testid="plan-leftovers">
          {plan.leftovers.map((l) => (
            <li key={l.path} className="[overflow-wrap:anywhere]">
              <span className="font-medium">{l.path}</span>: {l.value}{' '}
              <span className="text-slate-600">(names {l.names.join(', ')})</span>
            </li>
          ))}
        </ul>
      )}
      {links ? (
        <p className="text-sm text-slate-700">
          The submission, brochure and template links are emptied by the switch unless you keep them.
        </p>
      ) : null}
    </section>
  )
}

/** The important dates with their new days; a day before the switch's is flagged in words. */
function ShiftedDates({ plan }: { plan: NextEditionPlan }) {
  if (plan.dates.length === 0) return null
  return (
    <section aria-labelledby="plan-dates" className="grid gap-2">
      <h3 id="plan-dates" className="text-lg font-semibold text-slate-900">
        The dates with their new days
      </h3>
      <ul className="grid gap-1 text-sm text-slate-800" data-testid="plan-dates">
        {plan.dates.map((d) => (
          <li key={`${d.label}-${d.from}`}>
            {d.label}: {formatDateRange(d.date, d.endDate)}
            {d.beforeSwitch ? (
              <span className="ml-2 font-semibold text-red-800">Before today: set it again after the switch</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

const SHORT_WORDS: Record<string, string> = { sessions: 'programme sessions', versions: 'programme versions' }

/** "papers (12), speakers (3) and gallery photos (40)": the emptied counts that are not zero, for the confirmation. */
export function emptiedSummary(emptied: Record<string, number>): string {
  const parts = Object.entries(emptied)
    .filter(([, n]) => n > 0)
    .map(([key, n]) => `${SHORT_WORDS[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()} (${n})`)
  if (parts.length === 0) return 'nothing (there is nothing to empty)'
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}
