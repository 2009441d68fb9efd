import { createFileRoute } from '@tanstack/react-router'
import { CarriedReviewNotice } from '@/features/editions/admin/components/carried-review-notice'
import { SmtpState } from '@/features/mail/admin/components/test-mail-form'
import { AdminSettingsPage } from '@/features/settings/admin/components/admin-settings-page'

export const Route = createFileRoute('/admin/settings')({
  component: () => (
    <>
      <h1 className="mb-2 text-3xl font-bold text-brand-800">Event settings</h1>
      <p className="mb-6 max-w-3xl text-slate-600">
        Contact details, links, bank details and the registration fees. Each section saves on its own.
      </p>
      <CarriedReviewNotice />
      <AdminSettingsPage mailState={<SmtpState />} />
    </>
  ),
})
