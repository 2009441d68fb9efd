import { DEFAULT_ORGANISER, organiserDisplay } from '@common/organiser'
import { zodResolver } from '@hookform/resolvers/zod'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { AdminSettings } from '../api'
import {
  type OrganiserFormInput,
  type OrganiserFormValues,
  organiserFormSchema,
  organiserPatch,
  organiserToForm,
} from '../organiser-form-schema'
import { useSettingsForm } from '../use-settings-form'

type TextField = Exclude<keyof OrganiserFormInput, 'lines'>

const NAME_FIELDS: readonly { name: TextField; label: string; hint?: string }[] = [
  { name: 'department', label: 'Department', hint: 'Empty when the institute hosts the conference as a whole.' },
  { name: 'institute', label: 'Institute (short name)', hint: 'E.g. NIT Patna: the footer and page titles.' },
  { name: 'instituteFullName', label: 'Institute (full name)', hint: 'The map and the structured data.' },
  { name: 'website', label: 'Institute web site (optional)' },
  { name: 'series', label: 'Series name', hint: "The same every year, e.g. ICNARI: the footer's copyright." },
]

const ADDRESS_FIELDS: readonly { name: TextField; label: string }[] = [
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State (optional)' },
  { name: 'postalCode', label: 'Postal code (optional)' },
  { name: 'country', label: 'Country' },
]

/**
 * Who hosts the conference and where: the footer, the contact and venue pages (address and map), the home page's
 * title and the structured data. A next edition hosted elsewhere changes them here (issue 54).
 */
export function OrganiserSettingsForm({ settings }: { settings: AdminSettings }) {
  const { register, errors, formProps, watch } = useSettingsForm<OrganiserFormInput, OrganiserFormValues>({
    section: 'Organiser and address',
    resolver: zodResolver(organiserFormSchema),
    defaultValues: organiserToForm(settings.organiser ?? DEFAULT_ORGANISER),
    patch: organiserPatch,
  })
  const error = (name: keyof OrganiserFormInput) => errors[name]?.message
  const field = ({ name, label, hint }: { name: TextField; label: string; hint?: string }) => (
    <FormField key={name} id={`organiser-${name}`} label={label} hint={hint} error={error(name)}>
      <Input autoComplete="off" {...fieldProps(`organiser-${name}`, error(name))} {...register(name)} />
    </FormField>
  )
  const shown = organiserDisplay({ department: watch('department') ?? '', institute: watch('institute') ?? '' })
  return (
    <AdminForm {...formProps} submitLabel="Save organiser and address">
      <div className="grid gap-4 sm:grid-cols-2">{NAME_FIELDS.map(field)}</div>
      <p className="text-sm text-slate-600">
        Pages say: <span className="font-medium text-slate-900">{shown}</span>
      </p>
      <FormField
        id="organiser-lines"
        label="Address lines"
        hint="One to four lines, one per line: e.g. the department, the institute, the street."
        error={error('lines')}
      >
        <Textarea rows={4} {...fieldProps('organiser-lines', error('lines'))} {...register('lines')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">{ADDRESS_FIELDS.map(field)}</div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field({
          name: 'latitude',
          label: 'Map latitude',
          hint: 'Degrees north, e.g. 25.6207 (OpenStreetMap: right-click, "Show address"). Empty: no map.',
        })}
        {field({ name: 'longitude', label: 'Map longitude', hint: 'Degrees east, e.g. 85.1725.' })}
      </div>
    </AdminForm>
  )
}
