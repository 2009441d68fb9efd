import type * as React from 'react'
import { Button } from '@/components/ui/button'

/** An admin form's submit button: disabled and showing `pendingLabel` while the write is on its way. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean
  pendingLabel: string
  children: React.ReactNode
}) {
  return (
    <Button type="submit" disabled={pending} className="justify-self-start">
      {pending ? pendingLabel : children}
    </Button>
  )
}
