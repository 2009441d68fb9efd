import { zodResolver } from '@hookform/resolvers/zod'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { indiaLocalToIso } from '@/lib/admin/form-rules'
import { useAdminForm } from '@/lib/admin/use-admin-form'
import { useAddUpdate } from '../api'
import { EMPTY_UPDATE, type UpdateFormValues, updateFormSchema } from '../update-form-schema'

export function AddUpdateForm() {
  const addUpdate = useAddUpdate()
  const { register, errors, onSubmit } = useAdminForm<UpdateFormValues>({
    resolver: zodResolver(updateFormSchema),
    defaultValues: EMPTY_UPDATE,
    empty: EMPTY_UPDATE,
    save: (values) =>
      addUpdate.mutateAsync({
        title: values.title,
        description: values.description,
        link: values.link || undefined,
        eventDate: indiaLocalToIso(values.eventDate),
      }),
  })

  return (
    <AdminForm
      onSubmit={onSubmit}
      width="medium"
      submitLabel="Add update"
      pendingLabel="Adding..."
      pending={addUpdate.isPending}
    >
      <FormField id="update-title" label="Title" error={errors.title?.message}>
        <Input {...fieldProps('update-title', errors.title?.message)} {...register('title')} />
      </FormField>
      <FormField id="update-description" label="Description" error={errors.description?.message}>
        <Textarea
          rows={5}
          {...fieldProps('update-description', errors.description?.message)}
          {...register('description')}
        />
      </FormField>
      <FormField id="update-link" label="Link (optional)" error={errors.link?.message}>
        <Input
          type="url"
          placeholder="https://"
          {...fieldProps('update-link', errors.link?.message)}
          {...register('link')}
        />
      </FormField>
      <FormField id="update-event-date" label="Event date and time (India time)" error={errors.eventDate?.message}>
        <Input
          type="datetime-local"
          {...fieldProps('update-event-date', errors.eventDate?.message)}
          {...register('eventDate')}
        />
      </FormField>
    </AdminForm>
  )
}
