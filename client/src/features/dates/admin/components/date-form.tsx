import { DATE_ROLE_LABELS, DATE_ROLES } from '@common/date-roles'
import { zodResolver } from '@hookform/resolvers/zod'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { type ItemFormProps, useItemForm } from '@/lib/admin/use-item-form'
import { type DateFormValues, dateFormSchema, EMPTY_DATE } from '../date-form-schema'

/** The form of one important date (see `ItemFormProps`); `hint` stands under its fields. */
export function DateForm({ hint, ...props }: ItemFormProps<DateFormValues> & { hint?: string }) {
  const { register, errors, id, formProps } = useItemForm(props, zodResolver(dateFormSchema), EMPTY_DATE)
  return (
    <AdminForm {...formProps}>
      <FormField id={id('label')} label="Label" error={errors.label?.message}>
        <Input
          placeholder="Paper submission deadline"
          {...fieldProps(id('label'), errors.label?.message)}
          {...register('label')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={id('date')}
          label="Date"
          error={errors.date?.message}
          hint="The day, or the first day of a range."
        >
          <Input type="date" {...fieldProps(id('date'), errors.date?.message)} {...register('date')} />
        </FormField>
        <FormField
          id={id('end-date')}
          label="End date (optional)"
          error={errors.endDate?.message}
          hint="Only for a range, such as the conference itself."
        >
          <Input type="date" {...fieldProps(id('end-date'), errors.endDate?.message)} {...register('endDate')} />
        </FormField>
      </div>
      <FormField
        id={id('role')}
        label="Role (optional)"
        error={errors.role?.message}
        hint="What the date means to the site: the registration form reads its early fee and last day from these."
      >
        <NativeSelect {...fieldProps(id('role'), errors.role?.message)} {...register('role')}>
          <option value="">None</option>
          {DATE_ROLES.map((role) => (
            <option key={role} value={role}>
              {DATE_ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
    </AdminForm>
  )
}
