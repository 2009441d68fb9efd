import type * as React from 'react'
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form'
import { ensureLoggedIn } from './admin-mutation'
import { clearNativeForm, firstFile } from './form-rules'

/**
 * react-hook-form for an admin form with one image file input named `image` (speakers, members, gallery,
 * admins). On submit: stop with a toast when logged out, else `save(values, chosen file)`; a save that
 * answers `undefined` has nothing to send. After a successful save (when `resetAfterSave`) the native file
 * input and the fields are cleared; a failed save was already toasted by its mutation.
 * `imageField()` answers the props `ImageField` needs besides its id; call it where the field is rendered,
 * since the order of registration is the order in which an invalid submit looks for a field to focus.
 */
export function useImageForm<T extends FieldValues>({
  resolver,
  defaultValues,
  empty,
  resetAfterSave = true,
  save,
}: {
  resolver: Resolver<T>
  defaultValues: DefaultValues<T>
  empty: T
  resetAfterSave?: boolean
  save: (values: T, image: File | undefined) => Promise<unknown> | undefined
}) {
  const { register, handleSubmit, reset, watch, formState } = useForm<T>({ resolver, defaultValues })
  const { errors } = formState

  const onSubmit = async (values: T, event?: React.BaseSyntheticEvent) => {
    if (!ensureLoggedIn()) return
    const saving = save(values, firstFile(values.image))
    if (!saving) return
    await saving
      .then(() => {
        if (!resetAfterSave) return
        clearNativeForm(event)
        reset(empty)
      })
      .catch(() => undefined)
  }

  const image = 'image' as Path<T>
  return {
    register,
    watch,
    errors,
    onSubmit: handleSubmit(onSubmit),
    imageField: () => ({
      error: (errors as FieldErrors<{ image: unknown }>).image?.message,
      registration: register(image),
      value: watch(image),
    }),
  }
}
