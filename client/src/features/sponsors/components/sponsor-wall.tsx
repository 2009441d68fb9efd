import { useQuery } from '@tanstack/react-query'
import { type Sponsor, sponsorsQueryOptions } from '../api'
import { useSponsorTiers } from '../tiers'

/** The sponsors' logos by tier, in the tiers' order and names; nothing at all until there is a sponsor (issue 54 item 2). */
export function SponsorWall() {
  const sponsors = useQuery(sponsorsQueryOptions).data ?? []
  const sponsorTiers = useSponsorTiers()
  if (sponsors.length === 0) return null
  const tiers = sponsorTiers
    .map((t) => ({ tier: t.name, key: t.key, list: sponsors.filter((s) => s.tier === t.key) }))
    .filter((t) => t.list.length > 0)
  return (
    <section aria-labelledby="sponsor-wall-heading" className="mt-10" data-testid="sponsor-wall">
      <h2 id="sponsor-wall-heading" className="text-2xl font-semibold text-slate-900">
        Our sponsors
      </h2>
      {tiers.map(({ tier, key, list }) => (
        <div key={key} className="mt-6">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{tier}</h3>
          <ul className="mt-3 flex flex-wrap items-center gap-4">
            {list.map((s) => (
              <li key={s._id}>
                <SponsorLogo sponsor={s} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}

function SponsorLogo({ sponsor }: { sponsor: Sponsor }) {
  const logo = (
    <img
      src={sponsor.logoUrl}
      alt={sponsor.name}
      className="h-20 w-40 rounded-lg border border-slate-200 bg-white object-contain p-2"
      loading="lazy"
    />
  )
  return sponsor.link ? (
    <a href={sponsor.link} target="_blank" rel="noopener noreferrer" className="block">
      {logo}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    logo
  )
}
