import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import type { AdminSettings } from '../api'
import { useSettingsForm } from '../use-settings-form'

interface PhasesFormValues {
  before: string
  closed: string
  during: string
  after: string
  afterText: string
}

const FIELDS = [
  { name: 'before', label: 'Tagline before the submission deadline (empty: the conference tagline)' },
  { name: 'closed', label: 'Tagline once submissions are closed (empty: the conference tagline)' },
  { name: 'during', label: 'Tagline during the conference (empty: none)' },
  { name: 'after', label: 'Tagline after the conference (empty: none)' },
  { name: 'afterText', label: 'After-conference text (after "… took place on … at …")' },
] as const

/**
 * What the home page's hero says in each phase of the site (issue 54 item 5). The server checks the lengths and
 * answers with the field's name; the texts may use {shortName}, {dates}, {venue} and the other conference tokens.
 */
export function PhasesSettingsForm({ settings }: { settings: AdminSettings }) {
  const phases = settings.phases
  const { register, formProps } = useSettingsForm<PhasesFormValues>({
    section: 'Phases',
    defaultValues: {
      before: phases?.before.tagline ?? '',
      closed: phases?.closed.tagline ?? '',
      during: phases?.during.tagline ?? '',
      after: phases?.after.tagline ?? '',
      afterText: phases?.after.text ?? '',
    },
    patch: (v) => ({
      phases: {
        before: { tagline: v.before },
        closed: { tagline: v.closed },
        during: { tagline: v.during },
        after: { tagline: v.after, text: v.afterText },
      },
    }),
    keep: 'parsed',
  })
  return (
    <AdminForm {...formProps} submitLabel="Save the phases' texts">
      {FIELDS.map(({ name, label }) => (
        <FormField key={name} id={`settings-phase-${name}`} label={label}>
          <Textarea rows={2} {...fieldProps(`settings-phase-${name}`, undefined)} {...register(name)} />
        </FormField>
      ))}
    </AdminForm>
  )
}
