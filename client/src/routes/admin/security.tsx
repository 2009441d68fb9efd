import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '@/components/ui/page-container'
import { ChangePasswordForm } from '@/features/security/admin/components/change-password-form'
import { SecondFactorPanel } from '@/features/security/admin/components/second-factor-panel'
import { SessionsPanel } from '@/features/security/admin/components/sessions-panel'

export const Route = createFileRoute('/admin/security')({
  component: () => (
    <>
      <PageTitle>Security</PageTitle>
      <p className="mt-2 text-slate-600">Your second factor, where you are signed in, and your password.</p>
      <div className="mt-6 grid max-w-3xl grid-cols-1 gap-6">
        <SecondFactorPanel />
        <SessionsPanel />
        <ChangePasswordForm />
      </div>
    </>
  ),
})
