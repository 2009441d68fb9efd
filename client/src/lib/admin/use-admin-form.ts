import type * as React from 'react'
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form'
import { ensureLoggedIn } from './admin-mutation'
import { clearNativeForm } from './form-rules'

/**
 * react-hook-form the way every admin form uses it. On submit: stop with a toast when logged out, else
 * `save(values)`; a save that answers `undefined` has nothing to send. After a successful save (when
 * `resetAfterSave`) the native inputs (file inputs included) and the fields go back to `empty`; a failed save was
 * already toasted by its mutation, and the form keeps what was typed; `onFailed` may show more of the refusal.
 */
export function useAdminForm<T extends FieldValues>({
  resolver,
  defaultValues,
  empty,
  resetAfterSave = true,
  save,
  onFailed,
}: {
  resolver: Resolver<T>
  defaultValues: DefaultValues<T>
  empty: T
  resetAfterSave?: boolean
  save: (values: T) => Promise<unknown> | undefined
  onFailed?: (error: unknown) => void
}) {
  const form = useForm<T>({ resolver, defaultValues })

  const onValid = async (values: T, event?: React.BaseSyntheticEvent) => {
    if (!ensureLoggedIn()) return
    const saving = save(values)
    if (!saving) return
    await saving
      .then(() => {
        if (!resetAfterSave) return
        clearNativeForm(event)
        form.reset(empty)
      })
      .catch((error: unknown) => onFailed?.(error))
  }

  return { ...form, errors: form.formState.errors, onSubmit: form.handleSubmit(onValid) }
}
