import { createFileRoute } from '@tanstack/react-router'
import { MailTemplates } from '@/features/mail/admin/components/mail-templates'
import { OutboxList } from '@/features/mail/admin/components/outbox-list'
import { SmtpState, TestMailForm } from '@/features/mail/admin/components/test-mail-form'

export const Route = createFileRoute('/admin/outbox')({
  component: () => (
    <>
      <h1 className="mb-2 text-3xl font-bold text-brand-800">Outbox</h1>
      <p className="mb-6 max-w-3xl text-slate-600">
        Every mail the site sends: whether it went out, sending a failed one again, and the wording of each kind of
        mail.
      </p>
      <div className="grid max-w-4xl gap-8">
        <section aria-label="Mail delivery" className="grid gap-4">
          <SmtpState />
          <TestMailForm />
        </section>
        <OutboxList />
        <MailTemplates />
      </div>
    </>
  ),
})
