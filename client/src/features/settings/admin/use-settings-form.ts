import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { type SettingsPatch, useSaveSettings } from './api'
import { useReportUnsaved } from './unsaved-edits'

/**
 * react-hook-form the way every settings section uses it: it reports unsaved edits as `section`, and on submit
 * (logged in) saves `patch(values)`; after a save the fields count as unchanged again, holding what was typed or,
 * with `keep: 'parsed'`, the schema's values. A failed save was already toasted and keeps what was typed.
 * `formProps` is what the `AdminForm` shell takes besides its submit label.
 */
export function useSettingsForm<TInput extends FieldValues, TOutput = TInput>({
  section,
  resolver,
  defaultValues,
  patch,
  keep = 'typed',
}: {
  section: string
  resolver?: Resolver<TInput, unknown, TOutput>
  defaultValues: DefaultValues<TInput>
  patch: (values: TOutput) => SettingsPatch
  keep?: 'typed' | 'parsed'
}) {
  const save = useSaveSettings()
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues })
  useReportUnsaved(section, form.formState.isDirty)
  const onSubmit = form.handleSubmit((values: TOutput) => {
    if (!ensureLoggedIn()) return
    return save
      .mutateAsync(patch(values))
      .then(() => form.reset(keep === 'parsed' ? (values as unknown as TInput) : form.getValues()))
      .catch(() => undefined)
  })
  return {
    ...form,
    errors: form.formState.errors,
    onSubmit,
    pending: save.isPending,
    formProps: { onSubmit, pendingLabel: 'Saving...', pending: save.isPending },
  }
}
