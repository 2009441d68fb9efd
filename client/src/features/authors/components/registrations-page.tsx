import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { BulletList, ContentBlock } from '@/components/content-block'
import { PageContainer } from '@/components/ui/page-container'
import { registration as registrationText } from '@/content/registration'
import { useConferenceContent } from '@/lib/conference'

/** /authors/registrations: the fee table (from the event settings; the route passes it in), what it includes, rules. */
export function RegistrationsPage({
  feeTable,
  registerNotice,
}: {
  feeTable: React.ReactNode
  /** The way to /register while registration is open, else why not (the route passes it). */
  registerNotice?: React.ReactNode
}) {
  const registration = useConferenceContent(registrationText)
  return (
    <PageContainer title={registration.heading} lead={registration.intro}>
      {registerNotice}
      <ContentBlock id="fees" heading={registration.feeTableHeading}>
        <p className="font-medium text-slate-900">{registration.gstNote}</p>
        {feeTable}
      </ContentBlock>
      <div className="grid gap-x-10 md:grid-cols-2">
        <ContentBlock id="fee-includes" heading={registration.includesHeading}>
          <BulletList items={registration.includes} />
        </ContentBlock>
        <ContentBlock id="fee-rules" heading={registration.rulesHeading}>
          <BulletList items={registration.rules} />
        </ContentBlock>
      </div>
      <ContentBlock id="payment" heading={registration.paymentHeading}>
        <p>{registration.bankDetailsText}</p>
        <p>
          <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Contact the secretariat
          </Link>
        </p>
      </ContentBlock>
    </PageContainer>
  )
}
