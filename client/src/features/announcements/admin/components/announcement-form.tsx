import { zodResolver } from '@hookform/resolvers/zod'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { type ItemFormProps, useItemForm } from '@/lib/admin/use-item-form'
import { type AnnouncementFormValues, announcementFormSchema, EMPTY_ANNOUNCEMENT } from '../announcement-form-schema'

/** The form of one banner item (see `ItemFormProps`). */
export function AnnouncementForm(props: ItemFormProps<AnnouncementFormValues>) {
  const { register, errors, id, formProps } = useItemForm(
    props,
    zodResolver(announcementFormSchema),
    EMPTY_ANNOUNCEMENT,
  )
  return (
    <AdminForm {...formProps}>
      <FormField id={id('text')} label="Text" error={errors.text?.message}>
        <Textarea rows={3} {...fieldProps(id('text'), errors.text?.message)} {...register('text')} />
      </FormField>
      <FormField
        id={id('link')}
        label="Link (optional)"
        error={errors.link?.message}
        hint="https://… opens in a new tab; a path of this site such as /authors/registrations opens here."
      >
        <Input {...fieldProps(id('link'), errors.link?.message)} {...register('link')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={id('show-from')}
          label="Show from (India time, optional)"
          error={errors.showFrom?.message}
          hint="Empty: showing now."
        >
          <Input
            type="datetime-local"
            {...fieldProps(id('show-from'), errors.showFrom?.message)}
            {...register('showFrom')}
          />
        </FormField>
        <FormField
          id={id('show-until')}
          label="Show until (India time, optional)"
          error={errors.showUntil?.message}
          hint="Empty: until it is deleted."
        >
          <Input
            type="datetime-local"
            {...fieldProps(id('show-until'), errors.showUntil?.message)}
            {...register('showUntil')}
          />
        </FormField>
      </div>
      <FormField
        id={id('priority')}
        label="Priority"
        error={errors.priority?.message}
        hint="Lower numbers show first."
        className="max-w-48"
      >
        <Input
          inputMode="numeric"
          {...fieldProps(id('priority'), errors.priority?.message)}
          {...register('priority')}
        />
      </FormField>
    </AdminForm>
  )
}
