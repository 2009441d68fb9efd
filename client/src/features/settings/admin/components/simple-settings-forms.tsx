import { zodResolver } from '@hookform/resolvers/zod'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { AdminSettings } from '../api'
import {
  type BankFormValues,
  bankFormSchema,
  bankToForm,
  type ContactFormValues,
  contactFormSchema,
  type LinksFormValues,
  linksFormSchema,
} from '../settings-form-schema'
import { useSettingsForm } from '../use-settings-form'

/** Contact e-mail and the three phone numbers (contact page and footer). */
export function ContactSettingsForm({ settings }: { settings: AdminSettings }) {
  const { register, errors, formProps } = useSettingsForm<ContactFormValues>({
    section: 'Contact details',
    resolver: zodResolver(contactFormSchema),
    defaultValues: {
      contactEmail: settings.contactEmail,
      phone1: settings.phones[0] ?? '',
      phone2: settings.phones[1] ?? '',
      phone3: settings.phones[2] ?? '',
    },
    patch: (v) => ({ contactEmail: v.contactEmail, phones: [v.phone1, v.phone2, v.phone3].filter((p) => p !== '') }),
    keep: 'parsed',
  })
  return (
    <AdminForm {...formProps} submitLabel="Save contact details">
      <FormField id="settings-email" label="Contact e-mail" error={errors.contactEmail?.message}>
        <Input
          type="email"
          {...fieldProps('settings-email', errors.contactEmail?.message)}
          {...register('contactEmail')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        {(['phone1', 'phone2', 'phone3'] as const).map((name, i) => (
          <FormField key={name} id={`settings-${name}`} label={`Phone ${i + 1}`} error={errors[name]?.message}>
            <Input type="tel" {...fieldProps(`settings-${name}`, errors[name]?.message)} {...register(name)} />
          </FormField>
        ))}
      </div>
    </AdminForm>
  )
}

const LINK_FIELDS = [
  { name: 'submission', label: 'Submission link (Microsoft CMT)' },
  { name: 'brochure', label: 'Brochure link' },
  { name: 'templateWord', label: 'Word template link' },
  { name: 'templateLatex', label: 'LaTeX template link' },
] as const

/** The four links: submission (CMT), brochure and the two author templates. */
export function LinksSettingsForm({ settings }: { settings: AdminSettings }) {
  const { register, errors, formProps } = useSettingsForm<LinksFormValues>({
    section: 'Links',
    resolver: zodResolver(linksFormSchema),
    defaultValues: settings.links,
    patch: (v) => ({ links: v }),
    keep: 'parsed',
  })
  return (
    <AdminForm {...formProps} submitLabel="Save links">
      {LINK_FIELDS.map(({ name, label }) => (
        <FormField key={name} id={`settings-${name}`} label={label} error={errors[name]?.message}>
          <Input
            type="url"
            placeholder="https://"
            {...fieldProps(`settings-${name}`, errors[name]?.message)}
            {...register(name)}
          />
        </FormField>
      ))}
    </AdminForm>
  )
}

const BANK_FIELDS = [
  { name: 'accountName', label: 'Account name' },
  { name: 'accountNumber', label: 'Account number' },
  { name: 'bankName', label: 'Bank name' },
  { name: 'branch', label: 'Branch' },
  { name: 'ifsc', label: 'IFSC' },
  { name: 'swift', label: 'SWIFT code (optional)' },
] as const

/** Where registration fees are paid: kept for the organisers, never shown on the public site. */
export function BankSettingsForm({ settings }: { settings: AdminSettings }) {
  const { register, errors, formProps } = useSettingsForm<BankFormValues>({
    section: 'Bank details',
    resolver: zodResolver(bankFormSchema),
    defaultValues: bankToForm(settings.bank),
    // An empty SWIFT code removes it.
    patch: (v) => ({ bank: { ...v, swift: v.swift || null } }),
    keep: 'parsed',
  })
  return (
    <AdminForm {...formProps} submitLabel="Save bank details">
      <div className="grid gap-4 sm:grid-cols-2">
        {BANK_FIELDS.map(({ name, label }) => (
          <FormField key={name} id={`settings-${name}`} label={label} error={errors[name]?.message}>
            <Input autoComplete="off" {...fieldProps(`settings-${name}`, errors[name]?.message)} {...register(name)} />
          </FormField>
        ))}
      </div>
    </AdminForm>
  )
}
