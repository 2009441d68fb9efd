import { zodResolver } from '@hookform/resolvers/zod'
import type * as React from 'react'
import { useForm } from 'react-hook-form'
import { ImageField } from '@/components/admin/image-field'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { clearNativeForm, firstFile } from '@/lib/admin/form-rules'
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
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<SpeakerFormValues>({ resolver: zodResolver(speakerFormSchema), defaultValues })

  const onSubmit = async (values: SpeakerFormValues, event?: React.BaseSyntheticEvent) => {
    if (!ensureLoggedIn()) return
    await onSave(values, firstFile(values.image))
      .then(() => {
        if (!resetAfterSave) return
        clearNativeForm(event)
        reset(EMPTY_SPEAKER)
      })
      .catch(() => undefined)
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid max-w-2xl gap-4">
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
      <FormField id="speaker-description" label="Description" error={errors.description?.message}>
        <Textarea
          rows={6}
          {...fieldProps('speaker-description', errors.description?.message)}
          {...register('description')}
        />
      </FormField>
      <ImageField
        id="speaker-image"
        label={currentImageUrl ? 'New image (optional)' : 'Image'}
        hint={currentImageUrl ? 'Leave empty to keep the current image.' : undefined}
        error={errors.image?.message}
        registration={register('image')}
        value={watch('image')}
        currentUrl={currentImageUrl || undefined}
      />
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? (resetAfterSave ? 'Adding...' : 'Saving...') : submitLabel}
      </Button>
    </form>
  )
}
