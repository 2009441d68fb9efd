import { Link } from '@tanstack/react-router'
import { GlobeIcon, type LucideIcon, NotebookTextIcon, VideoIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageContainer } from '@/components/ui/page-container'
import { sponsorshipBenefitsHeading, sponsorshipBenefits as sponsorshipBenefitsText } from '@/content/sponsorship'
import { useConferenceContent, useConferenceText } from '@/lib/conference'

const ICONS: readonly LucideIcon[] = [GlobeIcon, NotebookTextIcon, VideoIcon]

/** /sponsors/benefits-of-sponsorship: the three benefits. */
export function BenefitsPage() {
  const t = useConferenceText()
  const sponsorshipBenefits = useConferenceContent(sponsorshipBenefitsText)
  return (
    <PageContainer
      title={sponsorshipBenefitsHeading}
      lead={t(
        'Sponsors of {shortName} are seen by researchers, academics, students and industry professionals before, during and after the conference.',
      )}
      width="wide"
    >
      <ol className="mt-8 grid gap-5 md:grid-cols-3">
        {sponsorshipBenefits.map((b, i) => {
          const Icon = ICONS[i] ?? GlobeIcon
          return (
            <li key={b.title} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-6" />
              </span>
              <h2 className="text-lg font-semibold text-slate-900">{b.title}</h2>
              <p className="text-slate-700">{b.description}</p>
            </li>
          )
        })}
      </ol>
      <div className="mt-10">
        <Button asChild>
          <Link to="/sponsors/become-a-sponsor">Become a sponsor</Link>
        </Button>
      </div>
    </PageContainer>
  )
}
