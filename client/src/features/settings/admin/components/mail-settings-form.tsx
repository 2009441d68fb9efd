import { type FormEvent, type ReactNode, useState } from 'react'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { type AdminSettings, useSaveSettings } from '../api'

/**
 * Settings → Mail: who is told of each contact message, and whether this server sends mail at all (`smtpState`,
 * the mail feature's, composed by the route).
 */
export function MailSettingsForm({ settings, smtpState }: { settings: AdminSettings; smtpState?: ReactNode }) {
  const [notify, setNotify] = useState((settings.mail?.notify ?? []).join('\n'))
  const save = useSaveSettings()
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!ensureLoggedIn()) return
    const list = notify
      .split(/[\s,;]+/)
      .map((a) => a.trim())
      .filter(Boolean)
    save.mutate({ mail: { notify: list } })
  }
  return (
    <AdminForm onSubmit={onSubmit} submitLabel="Save mail settings" pendingLabel="Saving..." pending={save.isPending}>
      {smtpState}
      <FormField
        id="settings-mail-notify"
        label="Tell these addresses of every contact message"
        hint="One address a line. Each gets a mail per message, with Reply-To the visitor."
      >
        <Textarea
          rows={3}
          value={notify}
          onChange={(e) => setNotify(e.target.value)}
          {...fieldProps('settings-mail-notify')}
        />
      </FormField>
    </AdminForm>
  )
}
