import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { SubmitButton } from '@/components/admin/submit-button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { getToken } from '@/lib/session'
import { toast } from '@/lib/toast'
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
  onSave,
}: {
  defaultValues: PaperFormValues
  submitLabel: string
  pendingLabel: string
  pending: boolean
  /** Resolves when saved; `reset` empties the form (after an add). */
  onSave: (input: PaperInput, reset: () => void) => Promise<unknown>
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PaperFormValues>({ resolver: zodResolver(paperFormSchema), defaultValues })

  const onSubmit = async (values: PaperFormValues) => {
    if (!getToken()) {
      toast.error('Please log in first.')
      return
    }
    const input = {
      heading: values.heading,
      authors: splitComma(values.authors),
      content: values.content,
      link: values.link || undefined,
    }
    await onSave(input, () => reset(EMPTY_PAPER)).catch(() => undefined)
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid max-w-2xl gap-4">
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
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
