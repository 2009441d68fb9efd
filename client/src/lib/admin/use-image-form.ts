import type { DefaultValues, FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form'
import { firstFile } from './form-rules'
import { useAdminForm } from './use-admin-form'

/**
 * `useAdminForm` for an admin form with one image file input named `image` (speakers, members, gallery, admins):
 * `save` also gets the chosen file. `imageField()` answers the props `ImageField` needs besides its id; call it
 * where the field is rendered, since the order of registration is the order in which an invalid submit looks for
 * a field to focus.
 */
export function useImageForm<T extends FieldValues>({
  save,
  ...options
}: {
  resolver: Resolver<T>
  defaultValues: DefaultValues<T>
  empty: T
  resetAfterSave?: boolean
  save: (values: T, image: File | undefined) => Promise<unknown> | undefined
}) {
  const { register, watch, errors, onSubmit } = useAdminForm<T>({
    ...options,
    save: (values) => save(values, firstFile(values.image)),
  })
  const image = 'image' as Path<T>
  return {
    register,
    watch,
    errors,
    onSubmit,
    imageField: () => ({
      error: (errors as FieldErrors<{ image: unknown }>).image?.message,
      registration: register(image),
      value: watch(image),
    }),
  }
}

/**
 * What a form of one person with a photo (speakers, committee members) is given: adding (empty, reset after
 * success) or editing (prefilled, the current photo kept unless a new one is chosen). `onSave` resolves when saved
 * and rejects on failure (already toasted).
 */
export type ImageItemFormProps<T> = {
  defaultValues?: T
  currentImageUrl?: string
  submitLabel: string
  pending: boolean
  resetAfterSave: boolean
  onSave: (values: T, image: File | undefined) => Promise<unknown>
}

/** `useImageForm` for such a form; `formProps` is what its `AdminForm` shell takes besides the fields and width. */
export function useImageItemForm<T extends FieldValues>(props: ImageItemFormProps<T>, resolver: Resolver<T>, empty: T) {
  const form = useImageForm<T>({
    resolver,
    defaultValues: (props.defaultValues ?? empty) as DefaultValues<T>,
    empty,
    resetAfterSave: props.resetAfterSave,
    save: props.onSave,
  })
  return {
    ...form,
    formProps: {
      onSubmit: form.onSubmit,
      submitLabel: props.submitLabel,
      pendingLabel: props.resetAfterSave ? 'Adding...' : 'Saving...',
      pending: props.pending,
    },
  }
}
