import type * as React from 'react'
import { FormActions } from './form-actions'

/**
 * The shell of every admin form: a native form without the browser's own validation (the fields show the
 * schema's messages under their visible labels), then the form's error, the submit button that says what it
 * does (`pendingLabel` while saving) and, when editing, Cancel. Its width and columns are variants, not free
 * classes, so no caller can contradict the shell's own.
 */
const WIDTH = { narrow: 'max-w-md', medium: 'max-w-2xl', wide: 'max-w-3xl' } as const

export function AdminForm({
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onCancel,
  width,
  twoColumns = false,
  children,
}: {
  onSubmit: React.FormEventHandler<HTMLFormElement>
  submitLabel: React.ReactNode
  pendingLabel: string
  pending: boolean
  error?: string | null
  onCancel?: () => void
  width?: keyof typeof WIDTH
  /** Fields side by side from small screens up. */
  twoColumns?: boolean
  children: React.ReactNode
}) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={`grid gap-4 ${width ? WIDTH[width] : ''} ${twoColumns ? 'sm:grid-cols-2' : ''}`}
    >
      {children}
      <FormActions error={error ?? undefined} pending={pending} pendingLabel={pendingLabel} onCancel={onCancel}>
        {submitLabel}
      </FormActions>
    </form>
  )
}
