import { zodResolver } from '@hookform/resolvers/zod'
import type { Control } from 'react-hook-form'
import { type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form'
import { SubmitButton } from '@/components/admin/submit-button'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import type { AdminSettings } from '../api'
import {
  EMPTY_FEE_ROW,
  type FeesFormValues,
  feeRowFromForm,
  feeRowToForm,
  feesFormSchema,
} from '../settings-form-schema'
import { useSettingsForm } from '../use-settings-form'

const COLUMNS = [
  { key: 'early', label: 'Early bird' },
  { key: 'late', label: 'Late' },
  { key: 'additionalPaper', label: 'Additional paper' },
] as const
type ColumnKey = (typeof COLUMNS)[number]['key']

/**
 * The registration fee table, row by row: a category, its currency, and for each column an amount, a percentage
 * of another fee ("50% of the fee") or none ('—' on the site). Saved whole.
 */
export function FeesSettingsForm({ settings }: { settings: AdminSettings }) {
  const { register, control, errors, onSubmit, pending } = useSettingsForm<FeesFormValues>({
    section: 'Registration fees',
    resolver: zodResolver(feesFormSchema),
    defaultValues: { rows: settings.fees.rows.map(feeRowToForm) },
    patch: (v) => ({ fees: { rows: v.rows.map(feeRowFromForm) } }),
  })
  const rows = useFieldArray({ control, name: 'rows' })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <ol className="grid gap-4">
        {rows.fields.map((field, i) => (
          <li key={field.id}>
            <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4" data-testid="fee-row-editor">
              <legend className="px-1 font-semibold">Row {i + 1}</legend>
              <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
                <FormField id={`fee-${i}-category`} label="Category" error={errors.rows?.[i]?.category?.message}>
                  <Input
                    {...fieldProps(`fee-${i}-category`, errors.rows?.[i]?.category?.message)}
                    {...register(`rows.${i}.category`)}
                  />
                </FormField>
                <FormField id={`fee-${i}-currency`} label="Currency">
                  <NativeSelect id={`fee-${i}-currency`} {...register(`rows.${i}.currency`)}>
                    <option value="INR">INR</option>
                    <option value="USD">USD</option>
                  </NativeSelect>
                </FormField>
              </div>
              <div className="grid gap-4 lg:grid-cols-3">
                {COLUMNS.map((col) => (
                  <FeeCellFields
                    key={col.key}
                    row={i}
                    column={col.key}
                    label={col.label}
                    control={control}
                    register={register}
                    errors={errors}
                  />
                ))}
              </div>
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => rows.remove(i)}
                  disabled={rows.fields.length === 1}
                  aria-label={`Remove row ${i + 1}`}
                >
                  Remove row
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {errors.rows?.root?.message || errors.rows?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.rows?.root?.message ?? errors.rows?.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => rows.append(structuredClone(EMPTY_FEE_ROW))}
          disabled={rows.fields.length >= 20}
        >
          Add a category
        </Button>
        <SubmitButton pending={pending} pendingLabel="Saving...">
          Save fees
        </SubmitButton>
      </div>
    </form>
  )
}

/** One fee of a row: its kind, then the amount, or the percentage and what it is a percentage of. */
function FeeCellFields({
  row,
  column,
  label,
  control,
  register,
  errors,
}: {
  row: number
  column: ColumnKey
  label: string
  control: Control<FeesFormValues>
  register: UseFormRegister<FeesFormValues>
  errors: FieldErrors<FeesFormValues>
}) {
  const kind = useWatch({ control, name: `rows.${row}.${column}.kind` })
  const currency = useWatch({ control, name: `rows.${row}.currency` })
  const cellErrors = errors.rows?.[row]?.[column]
  const id = `fee-${row}-${column}`
  return (
    <div className="grid content-start gap-2 rounded-md bg-slate-50 p-3">
      <FormField id={`${id}-kind`} label={`${label} fee`}>
        <NativeSelect id={`${id}-kind`} {...register(`rows.${row}.${column}.kind`)}>
          <option value="amount">An amount</option>
          <option value="percent">A percentage</option>
          <option value="none">None (—)</option>
        </NativeSelect>
      </FormField>
      {kind === 'amount' ? (
        <FormField id={`${id}-amount`} label={`${label}: amount in ${currency}`} error={cellErrors?.amount?.message}>
          <Input
            inputMode="numeric"
            {...fieldProps(`${id}-amount`, cellErrors?.amount?.message)}
            {...register(`rows.${row}.${column}.amount`)}
          />
        </FormField>
      ) : null}
      {kind === 'percent' ? (
        <>
          <FormField id={`${id}-percent`} label={`${label}: percent`} error={cellErrors?.percent?.message}>
            <Input
              inputMode="numeric"
              {...fieldProps(`${id}-percent`, cellErrors?.percent?.message)}
              {...register(`rows.${row}.${column}.percent`)}
            />
          </FormField>
          <FormField
            id={`${id}-of`}
            label={`${label}: percentage of`}
            error={cellErrors?.of?.message}
            hint="e.g. the fee, the registration fee"
          >
            <Input {...fieldProps(`${id}-of`, cellErrors?.of?.message)} {...register(`rows.${row}.${column}.of`)} />
          </FormField>
        </>
      ) : null}
    </div>
  )
}
