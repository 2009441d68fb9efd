import { DATE_ROLE_LABELS, DATE_ROLES } from '@common/date-roles'
import { zodResolver } from '@hookform/resolvers/zod'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { useAdminForm } from '@/lib/admin/use-admin-form'
import { type DateFormValues, dateFormSchema, EMPTY_DATE } from '../date-form-schema'

/**
 * The form of one important date, to add one (empty, cleared after saving) or to edit one (prefilled, with
 * Cancel). `idPrefix` keeps the field ids apart when several forms are on the page. `onSave` rejects on failure
 * (already toasted), and the form then keeps what was typed.
 */
export function DateForm({
  idPrefix,
  defaultValues = EMPTY_DATE,
  submitLabel,
  pendingLabel,
  pending,
  onSave,
  onCancel,
  hint,
}: {
  idPrefix: string
  defaultValues?: DateFormValues
  submitLabel: string
  pendingLabel: string
  pending: boolean
  onSave: (values: DateFormValues) => Promise<unknown>
  onCancel?: () => void
  hint?: string
}) {
  const { register, errors, onSubmit } = useAdminForm<DateFormValues>({
    resolver: zodResolver(dateFormSchema),
    defaultValues,
    empty: EMPTY_DATE,
    resetAfterSave: !onCancel,
    save: onSave,
  })

  const id = (field: string) => `${idPrefix}-${field}`
  return (
    <AdminForm
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      pending={pending}
      onCancel={onCancel}
    >
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
