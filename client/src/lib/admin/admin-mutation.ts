import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { getToken } from '@/lib/session'
import { toast } from '@/lib/toast'

export const NOT_LOGGED_IN = 'Please log in first.'

/** Thrown before any call when no token is stored: every admin write needs one. */
export class NotLoggedInError extends Error {
  constructor() {
    super(NOT_LOGGED_IN)
  }
}

export function requireToken(): void {
  if (!getToken()) throw new NotLoggedInError()
}

/**
 * A form-side check before anything is sent: without a stored token, toast 'Please log in first.' and stop.
 * Returns whether the write may go ahead.
 */
export function ensureLoggedIn(): boolean {
  if (getToken()) return true
  toast.error(NOT_LOGGED_IN)
  return false
}

/**
 * An admin write: checks the token before calling, toasts the server's message on success and the
 * write's failure text otherwise, and refreshes every list the write touched (by query-key prefix).
 */
export function useAdminMutation<TVars, TResult>({
  mutationFn,
  successMessage,
  failureMessage,
  invalidate,
  onSuccess,
}: {
  mutationFn: (vars: TVars) => Promise<TResult>
  successMessage: (result: TResult) => string
  failureMessage: string | ((error: Error) => string)
  invalidate: QueryKey[]
  onSuccess?: (result: TResult, vars: TVars) => void
}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (vars: TVars) => {
      requireToken()
      return mutationFn(vars)
    },
    onSuccess: async (result, vars) => {
      toast.success(successMessage(result))
      onSuccess?.(result, vars)
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
    onError: (error) => {
      if (error instanceof NotLoggedInError) toast.error(NOT_LOGGED_IN)
      else toast.error(typeof failureMessage === 'function' ? failureMessage(error) : failureMessage)
    },
  })
}
