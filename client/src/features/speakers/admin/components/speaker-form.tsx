import { zodResolver } from '@hookform/resolvers/zod'
import { AdminForm } from '@/components/admin/admin-form'
import { ImageField } from '@/components/admin/image-field'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { type ImageItemFormProps, useImageItemForm } from '@/lib/admin/use-image-form'
import { EMPTY_SPEAKER, type SpeakerFormValues, speakerFormSchema } from '../speaker-form-schema'

/** The speaker form, for adding and for editing (see `ImageItemFormProps`). */
export function SpeakerForm(props: ImageItemFormProps<SpeakerFormValues>) {
  const { register, errors, imageField, formProps } = useImageItemForm(
    props,
    zodResolver(speakerFormSchema),
    EMPTY_SPEAKER,
  )

  return (
    <AdminForm {...formProps} width="medium">
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
      <ImageField id="speaker-image" {...imageField()} currentUrl={props.currentImageUrl || undefined} />
    </AdminForm>
  )
}
