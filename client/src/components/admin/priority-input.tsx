import type * as React from 'react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { parsePriority } from '@/lib/admin/form-rules'

/** Said next to every priority box and column: the order is ascending. */
export const PRIORITY_HINT = 'Lower numbers show first.'

/**
 * A priority box and a 'Set priority' button for one list item (speakers, organising members).
 * Empty → 'Please enter a priority value.'; not a whole number ≥ 0 → 'Please enter a valid number for priority.'
 * Otherwise `onSet` receives the number.
 */
export function PriorityInput({
  itemName,
  current,
  pending,
  onSet,
}: {
  itemName: string
  current: number | null | undefined
  pending: boolean
  onSet: (priority: number) => void
}) {
  const id = useId()
  const [value, setValue] = useState(current == null ? '' : String(current))
  const [error, setError] = useState<string | null>(null)

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const parsed = parsePriority(value)
    if (!parsed.ok) {
      setError(parsed.message)
      return
    }
    setError(null)
    onSet(parsed.value)
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-1.5">
      <Label htmlFor={id}>
        Priority<span className="sr-only"> for {itemName}</span>
      </Label>
      <div className="flex gap-2">
        <div className="w-24 min-w-0">
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={pending} aria-label={`Set priority for ${itemName}`}>
          {pending ? 'Saving...' : 'Set priority'}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {PRIORITY_HINT}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  )
}
