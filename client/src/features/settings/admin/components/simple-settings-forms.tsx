import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { type AdminSettings, useSaveSettings } from '../api'
import {
  type BankFormValues,
  bankFormSchema,
  bankToForm,
  type ContactFormValues,
  contactFormSchema,
  type LinksFormValues,
  linksFormSchema,
} from '../settings-form-schema'
import { useReportUnsaved } from '../unsaved-edits'

/** Contact e-mail and the three phone numbers (contact page and footer). */
export function ContactSettingsForm({ settings }: { settings: AdminSettings }) {
  const save = useSaveSettings()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: {
      contactEmail: settings.contactEmail,
      phone1: settings.phones[0] ?? '',
      phone2: settings.phones[1] ?? '',
      phone3: settings.phones[2] ?? '',
    },
  })
  useReportUnsaved('Contact details', isDirty)
  const onSubmit = (v: ContactFormValues) => {
    if (!ensureLoggedIn()) return
    return save
      .mutateAsync({ contactEmail: v.contactEmail, phones: [v.phone1, v.phone2, v.phone3].filter((p) => p !== '') })
      .then(() => reset(v))
      .catch(() => undefined)
  }
  return (
    <AdminForm
      onSubmit={handleSubmit(onSubmit)}
      submitLabel="Save contact details"
      pendingLabel="Saving..."
      pending={save.isPending}
    >
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
  const save = useSaveSettings()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<LinksFormValues>({ resolver: zodResolver(linksFormSchema), defaultValues: settings.links })
  useReportUnsaved('Links', isDirty)
  const onSubmit = (v: LinksFormValues) => {
    if (!ensureLoggedIn()) return
    return save
      .mutateAsync({ links: v })
      .then(() => reset(v))
      .catch(() => undefined)
  }
  return (
    <AdminForm
      onSubmit={handleSubmit(onSubmit)}
      submitLabel="Save links"
      pendingLabel="Saving..."
      pending={save.isPending}
    >
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

/** Where registration fees are paid: kept for the organisers, never shown on the public site (spec §9). */
export function BankSettingsForm({ settings }: { settings: AdminSettings }) {
  const save = useSaveSettings()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<BankFormValues>({ resolver: zodResolver(bankFormSchema), defaultValues: bankToForm(settings.bank) })
  useReportUnsaved('Bank details', isDirty)
  const onSubmit = (v: BankFormValues) => {
    if (!ensureLoggedIn()) return
    // An empty SWIFT code removes it.
    return save
      .mutateAsync({ bank: { ...v, swift: v.swift || null } })
      .then(() => reset(v))
      .catch(() => undefined)
  }
  return (
    <AdminForm
      onSubmit={handleSubmit(onSubmit)}
      submitLabel="Save bank details"
      pendingLabel="Saving..."
      pending={save.isPending}
    >
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
