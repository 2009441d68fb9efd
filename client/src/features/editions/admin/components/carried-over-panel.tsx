import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { type CarriedOverItem, carriedOverQueryOptions, useDismissCarriedOver } from '../api'

/** The settings' sections by their key, as /admin/settings names them. */
const SETTINGS_WORDS: Record<string, string> = {
  conference: 'Conference',
  phases: 'Phases',
  contactEmail: 'Contact e-mail',
  phones: 'Phone numbers',
  links: 'Links',
  fees: 'Registration fees',
  bank: 'Bank details',
  hotels: 'Hotels',
  slides: 'Home carousel',
  logoUrl: 'Site logo',
  mail: 'Mail',
  sponsorTiers: 'Sponsorship tiers',
  certificates: 'Certificates',
  registration: 'Registration',
}
const KIND_WORDS: Record<string, string> = { pages: 'Page', mailTemplates: 'Mail template', programmeRooms: 'Room' }

/** `settings.links.submission` → "Links › submission", `pages.call-for-papers.intro` → "Page call-for-papers › intro". */
function placeOf(field: string): string {
  const [kind = '', first = '', ...rest] = field.split('.')
  const head = kind === 'settings' ? (SETTINGS_WORDS[first] ?? first) : `${KIND_WORDS[kind] ?? kind} ${first}`
  return [head, ...rest].join(' › ')
}

/**
 * The dashboard's "Check what was carried over" (issue 54 item 6): after the next edition has started, every
 * carried value still naming the edition that ended, each linking to where it is edited, until changed or dismissed.
 */
export function CarriedOverPanel() {
  const items = useQuery(carriedOverQueryOptions).data ?? []
  if (items.length === 0) return null
  return (
    <section
      aria-labelledby="carried-over-title"
      className="mb-6 max-w-4xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="carried-over"
    >
      <h2 id="carried-over-title" className="font-semibold">
        Check what was carried over
      </h2>
      <p className="mt-1">
        These still name the last edition. Change each where it is edited, or dismiss it to leave it as it is.
      </p>
      <ul className="mt-2 grid gap-2">
        {items.map((item) => (
          <CarriedOverRow key={item.field} item={item} />
        ))}
      </ul>
    </section>
  )
}

function CarriedOverRow({ item }: { item: CarriedOverItem }) {
  const dismiss = useDismissCarriedOver()
  const [to, hash] = item.editPath.split('#')
  const place = placeOf(item.field)
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 rounded-md bg-white/70 p-2">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{place}</p>
        <p className="break-words text-amber-900">
          “{item.value.length > 160 ? `${item.value.slice(0, 160)}…` : item.value}” names {item.names.join(', ')}
        </p>
      </div>
      <Link
        to={to as string}
        hash={hash}
        aria-label={`Edit ${place}`}
        className="self-center font-medium text-brand-800 underline underline-offset-2"
      >
        Edit
      </Link>
      <Button
        variant="outline"
        size="sm"
        className="self-center"
        disabled={dismiss.isPending}
        aria-label={`Dismiss ${place}`}
        onClick={() => dismiss.mutate(item.field)}
      >
        Dismiss
      </Button>
    </li>
  )
}
