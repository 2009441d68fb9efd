import { createFileRoute } from '@tanstack/react-router'
import { RegistrationsDesk } from '@/features/registration/admin/registrations-desk'

export const Route = createFileRoute('/admin/registrations/')({
  component: () => (
    <>
      <h1 className="mb-2 text-3xl font-bold text-brand-800">Registrations</h1>
      <p className="mb-6 max-w-3xl text-slate-600">
        Who registered, what they owe and whether they paid: open a registration to confirm, flag or cancel it, and
        upload the bank statement to confirm every payment it matches.
      </p>
      <RegistrationsDesk />
    </>
  ),
})
