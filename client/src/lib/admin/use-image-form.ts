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
