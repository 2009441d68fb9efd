import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form'
import { useAdminForm } from './use-admin-form'

/**
 * What a form of one list item is given, to add one (empty, cleared after saving) or to edit one (prefilled, with
 * Cancel). `idPrefix` keeps the field ids apart when several forms are on the page. `onSave` rejects on failure
 * (already toasted), and the form then keeps what was typed.
 */
export type ItemFormProps<T> = {
  idPrefix: string
  defaultValues?: T
  submitLabel: string
  pendingLabel: string
  pending: boolean
  onSave: (values: T) => Promise<unknown>
  onCancel?: () => void
}

/**
 * `useAdminForm` for an item form: answers the field `id(name)` and `formProps`, what its `AdminForm` shell takes
 * besides the fields. `onFailed` gets a refused save's error.
 */
export function useItemForm<T extends FieldValues>(
  props: ItemFormProps<T>,
  resolver: Resolver<T>,
  empty: T,
  onFailed?: (error: unknown) => void,
) {
  const form = useAdminForm<T>({
    resolver,
    defaultValues: (props.defaultValues ?? empty) as DefaultValues<T>,
    empty,
    resetAfterSave: !props.onCancel,
    save: props.onSave,
    onFailed,
  })
  return {
    ...form,
    id: (field: string) => `${props.idPrefix}-${field}`,
    formProps: {
      onSubmit: form.onSubmit,
      submitLabel: props.submitLabel,
      pendingLabel: props.pendingLabel,
      pending: props.pending,
      onCancel: props.onCancel,
    },
  }
}
