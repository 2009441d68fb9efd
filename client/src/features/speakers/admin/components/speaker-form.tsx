import { zodResolver } from '@hookform/resolvers/zod'
import { AdminForm } from '@/components/admin/admin-form'
import { ImageField } from '@/components/admin/image-field'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useImageForm } from '@/lib/admin/use-image-form'
import { EMPTY_SPEAKER, type SpeakerFormValues, speakerFormSchema } from '../speaker-form-schema'

/**
 * The speaker form, for adding (empty, reset after success) and for editing (prefilled, the current photo
 * kept unless a new one is chosen). `onSave` resolves when saved and rejects on failure (already toasted).
 */
export function SpeakerForm({
  defaultValues = EMPTY_SPEAKER,
  currentImageUrl,
  submitLabel,
  pending,
  resetAfterSave,
  onSave,
}: {
  defaultValues?: SpeakerFormValues
  currentImageUrl?: string
  submitLabel: string
  pending: boolean
  resetAfterSave: boolean
  onSave: (values: SpeakerFormValues, image: File | undefined) => Promise<unknown>
}) {
  const { register, errors, onSubmit, imageField } = useImageForm<SpeakerFormValues>({
    resolver: zodResolver(speakerFormSchema),
    defaultValues,
    empty: EMPTY_SPEAKER,
    resetAfterSave,
    save: onSave,
  })

  return (
    <AdminForm
      onSubmit={onSubmit}
      width="medium"
      submitLabel={submitLabel}
      pendingLabel={resetAfterSave ? 'Adding...' : 'Saving...'}
      pending={pending}
    >
      <FormField id="speaker-name" label="Name" error={errors.name?.message}>
        <Input {...fieldProps('speaker-name', errors.name?.message)} {...register('name')} />
      </FormField>
      <FormField
        id="speaker-specialization"
        label="Specialization (comma separated)"
        error={errors.specialization?.message}
      >
        <Input
          placeholder="Power electronics, Smart grids"
          {...fieldProps('speaker-specialization', errors.specialization?.message)}
          {...register('specialization')}
        />
      </FormField>
      <FormField id="speaker-designation" label="Designation (optional)" error={errors.designation?.message}>
        <Input
          placeholder="Professor, Department of Electrical Engineering"
          {...fieldProps('speaker-designation', errors.designation?.message)}
          {...register('designation')}
        />
      </FormField>
      <FormField id="speaker-affiliation" label="Affiliation (optional)" error={errors.affiliation?.message}>
        <Input
          placeholder="IIT Delhi"
          {...fieldProps('speaker-affiliation', errors.affiliation?.message)}
          {...register('affiliation')}
        />
      </FormField>
      <FormField id="speaker-description" label="Description" error={errors.description?.message}>
        <Textarea
          rows={6}
          {...fieldProps('speaker-description', errors.description?.message)}
          {...register('description')}
        />
      </FormField>
      <ImageField id="speaker-image" {...imageField()} currentUrl={currentImageUrl || undefined} />
    </AdminForm>
  )
}
