import { CONFERENCE_MODES, modeLabel } from '@common/conference'
import { zodResolver } from '@hookform/resolvers/zod'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import type { AdminSettings } from '../api'
import {
  type ConferenceFormInput,
  type ConferenceFormValues,
  conferenceFormSchema,
  conferenceToForm,
} from '../settings-form-schema'
import { useSettingsForm } from '../use-settings-form'

type TextField = Exclude<keyof ConferenceFormInput, 'year' | 'mode' | 'tagline' | 'startDate' | 'endDate'>

const TEXT_FIELDS: readonly { name: TextField; label: string; hint: string; type?: string }[] = [
  {
    name: 'name',
    label: 'Conference name',
    hint: 'In full, without the year: the home page title and the structured data.',
  },
  { name: 'shortName', label: 'Short name', hint: 'With the year, e.g. ICNARI 2027: every page title ends with it.' },
  { name: 'acronym', label: 'Acronym', hint: 'Lower-case letters and digits, e.g. icnari2027.' },
  { name: 'venue', label: 'Venue', hint: 'Short, as the hero and the feeds say it, e.g. NIT Patna.' },
  {
    name: 'publicUrl',
    label: 'Public URL',
    hint: "The edition's address, e.g. https://icnari.example.org; empty: the server's PUBLIC_URL applies.",
    type: 'url',
  },
]

/**
 * The conference itself: its names, year, days, mode, venue, tagline and public URL. Every page, title, preview,
 * feed and the calendar name the conference from these (common/conference.ts), from the next page load on.
 */
export function ConferenceSettingsForm({ settings }: { settings: AdminSettings }) {
  const { register, errors, formProps } = useSettingsForm<ConferenceFormInput, ConferenceFormValues>({
    section: 'Conference',
    resolver: zodResolver(conferenceFormSchema),
    defaultValues: conferenceToForm(settings.conference),
    patch: (conference) => ({ conference }),
  })
  const error = (name: keyof ConferenceFormInput) => errors[name]?.message
  return (
    <AdminForm {...formProps} submitLabel="Save conference">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, hint, type }) => (
          <FormField
            key={name}
            id={`conference-${name}`}
            label={label}
            hint={hint}
            error={error(name)}
            className={name === 'name' || name === 'publicUrl' ? 'sm:col-span-2' : undefined}
          >
            <Input
              type={type ?? 'text'}
              autoComplete="off"
              {...fieldProps(`conference-${name}`, error(name))}
              {...register(name)}
            />
          </FormField>
        ))}
        <FormField id="conference-year" label="Year" error={error('year')}>
          <Input
            type="number"
            inputMode="numeric"
            {...fieldProps('conference-year', error('year'))}
            {...register('year', { valueAsNumber: true })}
          />
        </FormField>
        <FormField id="conference-mode" label="Mode" error={error('mode')}>
          <NativeSelect {...fieldProps('conference-mode', error('mode'))} {...register('mode')}>
            {CONFERENCE_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {modeLabel(mode)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="conference-startDate" label="First day" hint="India time." error={error('startDate')}>
          <Input type="date" {...fieldProps('conference-startDate', error('startDate'))} {...register('startDate')} />
        </FormField>
        <FormField id="conference-endDate" label="Last day" error={error('endDate')}>
          <Input type="date" {...fieldProps('conference-endDate', error('endDate'))} {...register('endDate')} />
        </FormField>
        <FormField
          id="conference-tagline"
          label="Tagline (optional)"
          hint="Under the title on the home page."
          error={error('tagline')}
          className="sm:col-span-2"
        >
          <Textarea rows={2} {...fieldProps('conference-tagline', error('tagline'))} {...register('tagline')} />
        </FormField>
      </div>
    </AdminForm>
  )
}
