import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api'

/**
 * A refused save's `issues` (a 400) beside the fields they name: `fieldOf` maps a server path to a form field
 * (undefined: none). Returns the messages no field took, for the form to show above its buttons.
 */
export function applyIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (path: string) => string | undefined,
): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return []
  const rest: string[] = []
  let first = true
  for (const issue of error.body?.issues ?? []) {
    const field = fieldOf(issue.path)
    if (field) {
      setError(field as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: first })
      first = false
    } else rest.push(issue.message)
  }
  return rest
}
