import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { mailStatusQueryOptions, useSendTestMail } from '../api'

/** Whether this server sends mail at all: SMTP_URL set or not (never its URL). */
export function SmtpState() {
  const status = useQuery(mailStatusQueryOptions)
  if (!status.data) return null
  return status.data.smtpConfigured ? (
    <p className="text-sm text-slate-700">
      Mail is on: sent through the SMTP server configured on the server, from {status.data.from}.
    </p>
  ) : (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      Mail is off: SMTP_URL is not set on the server, so mails are kept in the outbox as “withheld” and nothing is sent.
      Once it is set, “Send again” sends a withheld mail.
    </p>
  )
}

/** "Send a test mail" to one address: the outbox then shows whether the relay took it. */
export function TestMailForm() {
  const [to, setTo] = useState('')
  const send = useSendTestMail()
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!ensureLoggedIn()) return
    send.mutate(to.trim(), { onSuccess: () => setTo('') })
  }
  return (
    <AdminForm
      onSubmit={onSubmit}
      width="narrow"
      submitLabel="Send test mail"
      pendingLabel="Sending..."
      pending={send.isPending}
    >
      <FormField id="test-mail-to" label="Send a test mail to">
        <Input
          type="email"
          autoComplete="email"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          {...fieldProps('test-mail-to')}
        />
      </FormField>
    </AdminForm>
  )
}
