import { CERTIFICATE_DEFAULT_TEXTS, CERTIFICATE_DEFAULT_TITLE } from '@common/certificates'
import { useForm } from 'react-hook-form'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { firstFile } from '@/lib/admin/form-rules'
import { uploadImage } from '@/lib/admin/upload-image'
import type { CertificateSettings } from '../api'

const SIGNATORY_SLOTS = ['first', 'second', 'third', 'fourth'] as const
const PLACEHOLDERS =
  '{{name}}, {{institution}}, {{paperId}}, {{paperTitle}}, {{conference}}, {{dates}}, {{venue}}, {{mode}}'

interface FormValues {
  title: string
  participationText: string
  presentationText: string
  signatories: { name: string; designation: string; signature?: FileList }[]
  logo?: FileList
  background?: FileList
  removeBackground: boolean
}

const EMPTY: CertificateSettings = {
  title: CERTIFICATE_DEFAULT_TITLE,
  participationText: CERTIFICATE_DEFAULT_TEXTS.participation,
  presentationText: CERTIFICATE_DEFAULT_TEXTS.presentation,
  signatories: [],
  logoUrl: '',
  backgroundUrl: '',
}

/** Uploads a chosen file, else keeps the current URL. */
const imageUrlOf = async (files: FileList | undefined, current: string) => {
  const file = firstFile(files)
  return file ? uploadImage(file) : current
}

export interface CertificateSettingsSaver {
  save: (certificates: CertificateSettings) => Promise<unknown>
  saving: boolean
}

/** The certificates' title, words, signatories and images (settings.certificates, saved by `save`). */
export function CertificateSettingsForm({
  saved,
  save,
  saving,
}: { saved: CertificateSettings | undefined } & CertificateSettingsSaver) {
  const current = saved ?? EMPTY
  const { register, handleSubmit } = useForm<FormValues>({
    defaultValues: {
      title: current.title,
      participationText: current.participationText,
      presentationText: current.presentationText,
      signatories: SIGNATORY_SLOTS.map((_, i) => ({
        name: current.signatories[i]?.name ?? '',
        designation: current.signatories[i]?.designation ?? '',
      })),
      removeBackground: false,
    },
  })
  const onSubmit = async (v: FormValues) => {
    if (!ensureLoggedIn()) return
    try {
      const signatories = []
      for (const [i, s] of v.signatories.entries()) {
        if (!s.name.trim()) continue
        const url = await imageUrlOf(s.signature, current.signatories[i]?.signatureImageUrl ?? '')
        signatories.push({ name: s.name, designation: s.designation, signatureImageUrl: url })
      }
      const certificates: CertificateSettings = {
        title: v.title,
        participationText: v.participationText,
        presentationText: v.presentationText,
        signatories,
        logoUrl: await imageUrlOf(v.logo, current.logoUrl),
        backgroundUrl: v.removeBackground ? '' : await imageUrlOf(v.background, current.backgroundUrl),
      }
      await save(certificates)
    } catch {
      // The mutation has said what went wrong (an upload's failure comes from its own call).
    }
  }
  return (
    <AdminForm
      onSubmit={handleSubmit(onSubmit)}
      width="wide"
      submitLabel="Save certificate settings"
      pendingLabel="Saving..."
      pending={saving}
    >
      <FormField id="cert-title" label="Title">
        <Input {...fieldProps('cert-title')} {...register('title')} />
      </FormField>
      <FormField id="cert-participation" label="Participation text" hint={`Placeholders: ${PLACEHOLDERS}`}>
        <Textarea {...fieldProps('cert-participation')} {...register('participationText')} />
      </FormField>
      <FormField id="cert-presentation" label="Presentation text" hint={`Placeholders: ${PLACEHOLDERS}`}>
        <Textarea {...fieldProps('cert-presentation')} {...register('presentationText')} />
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Signatories (leave a name empty to leave the slot out)</legend>
        {SIGNATORY_SLOTS.map((slot, i) => (
          <div key={slot} className="grid gap-3 rounded-md border p-3 sm:grid-cols-3">
            <FormField id={`cert-sig-name-${i}`} label={`Signatory ${i + 1}: name`}>
              <Input {...fieldProps(`cert-sig-name-${i}`)} {...register(`signatories.${i}.name`)} />
            </FormField>
            <FormField id={`cert-sig-designation-${i}`} label={`Signatory ${i + 1}: designation`}>
              <Input {...fieldProps(`cert-sig-designation-${i}`)} {...register(`signatories.${i}.designation`)} />
            </FormField>
            <FormField
              id={`cert-sig-image-${i}`}
              label={`Signatory ${i + 1}: signature image`}
              hint={current.signatories[i]?.signatureImageUrl ? 'Leave empty to keep the current one.' : undefined}
            >
              <Input
                type="file"
                accept="image/*"
                id={`cert-sig-image-${i}`}
                {...register(`signatories.${i}.signature`)}
              />
            </FormField>
          </div>
        ))}
      </fieldset>
      <FormField
        id="cert-logo"
        label="Logo"
        hint={current.logoUrl ? 'Leave empty to keep the current logo.' : undefined}
      >
        <Input type="file" accept="image/*" id="cert-logo" {...register('logo')} />
      </FormField>
      <FormField
        id="cert-background"
        label="Background (A4 landscape)"
        hint={current.backgroundUrl ? 'Leave empty to keep the current background.' : 'Without one, a border.'}
      >
        <Input type="file" accept="image/*" id="cert-background" {...register('background')} />
      </FormField>
      {current.backgroundUrl ? (
        <label className="flex items-center gap-2">
          <input type="checkbox" {...register('removeBackground')} /> Remove the background
        </label>
      ) : null}
    </AdminForm>
  )
}
