import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { SubmitButton } from './submit-button'

/**
 * The end of an admin form, the same in every one: the form's own error (what no field names), the submit button
 * (showing `pendingLabel` while the write is on its way) and, when editing, Cancel.
 */
export function FormActions({
  error,
  pending,
  pendingLabel,
  children,
  onCancel,
}: {
  error?: string
  pending: boolean
  pendingLabel: string
  /** The submit button's words: what it does. */
  children: React.ReactNode
  onCancel?: () => void
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {children}
        </SubmitButton>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </>
  )
}
