import type * as React from 'react'
import { cn } from '@/lib/utils'
import { FormActions } from './form-actions'

/**
 * The shell of every admin form: a native form without the browser's own validation (the fields show the
 * schema's messages under their visible labels), then the form's error, the submit button that says what it
 * does (`pendingLabel` while saving) and, when editing, Cancel.
 */
export function AdminForm({
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onCancel,
  className,
  children,
}: {
  onSubmit: React.FormEventHandler<HTMLFormElement>
  submitLabel: React.ReactNode
  pendingLabel: string
  pending: boolean
  error?: string | null
  onCancel?: () => void
  className?: string
  children: React.ReactNode
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={cn('grid gap-4', className)}>
      {children}
      <FormActions error={error ?? undefined} pending={pending} pendingLabel={pendingLabel} onCancel={onCancel}>
        {submitLabel}
      </FormActions>
    </form>
  )
}
