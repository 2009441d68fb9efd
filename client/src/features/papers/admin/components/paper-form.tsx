import { zodResolver } from '@hookform/resolvers/zod'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useAdminForm } from '@/lib/admin/use-admin-form'
import { splitComma } from '@/lib/utils'
import type { PaperInput } from '../../api'
import { type PaperFormValues, paperFormSchema } from '../paper-form-schema'

export const EMPTY_PAPER: PaperFormValues = { heading: '', authors: '', link: '', content: '' }

/** The form of a paper, for adding one and for correcting one (the same fields and rules). */
export function PaperForm({
  defaultValues,
  submitLabel,
  pendingLabel,
  pending,
  resetAfterSave = false,
  onSave,
}: {
  defaultValues: PaperFormValues
  submitLabel: string
  pendingLabel: string
  pending: boolean
  /** After an add the form empties; after a correction it keeps the saved text. */
  resetAfterSave?: boolean
  onSave: (input: PaperInput) => Promise<unknown>
}) {
  const { register, errors, onSubmit } = useAdminForm<PaperFormValues>({
    resolver: zodResolver(paperFormSchema),
    defaultValues,
    empty: EMPTY_PAPER,
    resetAfterSave,
    save: (values) =>
      onSave({
        heading: values.heading,
        authors: splitComma(values.authors),
        content: values.content,
        link: values.link || undefined,
      }),
  })

  return (
    <AdminForm
      onSubmit={onSubmit}
      width="medium"
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      pending={pending}
    >
      <FormField id="paper-heading" label="Heading" error={errors.heading?.message}>
        <Input {...fieldProps('paper-heading', errors.heading?.message)} {...register('heading')} />
      </FormField>
      <FormField id="paper-authors" label="Authors (comma separated)" error={errors.authors?.message}>
        <Input {...fieldProps('paper-authors', errors.authors?.message)} {...register('authors')} />
      </FormField>
      <FormField id="paper-link" label="Link (optional)" error={errors.link?.message}>
        <Input
          type="url"
          placeholder="https://"
          {...fieldProps('paper-link', errors.link?.message)}
          {...register('link')}
        />
      </FormField>
      <FormField id="paper-content" label="Content" error={errors.content?.message}>
        <Textarea rows={6} {...fieldProps('paper-content', errors.content?.message)} {...register('content')} />
      </FormField>
    </AdminForm>
  )
}
