import { Link } from '@tanstack/react-router'
import { CheckIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageContainer } from '@/components/ui/page-container'
import { GST_NOTE, sponsorship as sponsorshipText } from '@/content/sponsorship'
import { useConferenceContent } from '@/lib/conference'
import { useSponsorTiers } from '../tiers'
import { SponsorWall } from './sponsor-wall'

/**
 * The sponsorship tiers page, served at /sponsors and /sponsors/become-a-sponsor: the logo wall, then the tiers
 * with their facilities as the organisers name them (settings `sponsorTiers`); 18% GST extra.
 */
export function SponsorshipPage({ title }: { title: string }) {
  const sponsorship = useConferenceContent(sponsorshipText)
  const tiers = useSponsorTiers()
  return (
    <PageContainer
      title={title}
      width="wide"
      lead={
        <div className="grid gap-3">
          {sponsorship.intro.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
      }
    >
      <SponsorWall />
      <section aria-labelledby="tiers-heading" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="tiers-heading" className="text-2xl font-semibold text-slate-900">
            {sponsorship.tiersHeading}
          </h2>
          <p
            className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950"
            data-testid="gst-note"
          >
            {GST_NOTE}
          </p>
        </div>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {tiers.map((tier) => (
            <li
              key={tier.key}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
              style={{ borderTopColor: tier.accent, borderTopWidth: 6 }}
            >
              <h3 className="px-5 pt-5 text-xl font-bold tracking-wide text-slate-900">{tier.name}</h3>
              <ul className="grid gap-2 p-5 text-slate-700" aria-label={`${tier.name} facilities`}>
                {tier.facilities.map((f) => (
                  <li key={f} className="flex gap-2">
                    <CheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">{sponsorship.gstNote}</p>
      </section>

      <section aria-labelledby="other-items-heading" className="mt-10">
        <h2 id="other-items-heading" className="text-2xl font-semibold text-slate-900">
          {sponsorship.additionalItemsHeading}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {sponsorship.additionalItems.map((item) => (
            <li
              key={item}
              className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm text-slate-800"
            >
              {item}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="mt-10 grid gap-3 rounded-xl bg-brand-50 p-6 text-slate-800">
        <h2 id="how-heading" className="text-2xl font-semibold text-slate-900">
          How to sponsor
        </h2>
        <p>{sponsorship.customisationNote}</p>
        <p>{sponsorship.paymentNote}</p>
        <p>{sponsorship.contactNote}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={'/contact' as '/'}>Contact the organisers</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/sponsors/benefits-of-sponsorship">Benefits of sponsorship</Link>
          </Button>
        </div>
      </section>
    </PageContainer>
  )
}
