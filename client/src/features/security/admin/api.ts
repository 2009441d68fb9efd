import type { components } from '@openapi/schema'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { FRESH } from '@/lib/admin/fresh'
import { api, unwrap } from '@/lib/api'
import { messageOf } from '@/lib/api-errors'
import { toast } from '@/lib/toast'

/** The signed-in admin, with whether two-factor authentication is on (GET /user/me). */
export const currentAdminQueryOptions = queryOptions({
  queryKey: ['user', 'me'] as const,
  queryFn: async () => unwrap(await api.GET('/user/me', FRESH)).user,
})

/** The admin's own live sessions, newest first (GET /user/sessions). */
export const sessionsQueryOptions = queryOptions({
  queryKey: ['user', 'sessions'] as const,
  queryFn: async () => unwrap(await api.GET('/user/sessions', FRESH)).sessions,
})

export type AdminSession = components['schemas']['Session']

/** Every write here changes what /user/me or the session list says: refresh both. */
function useRefreshAccount() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ['user'] })
}

/** Every change of the second factor asks for the admin's password again: a token alone cannot make one. */
export function useSetUpSecondFactor() {
  return useMutation({
    mutationFn: async (currentPassword: string) =>
      unwrap(await api.POST('/user/totp/setup', { body: { currentPassword } })),
  })
}

/**
 * `onEnabled` runs here, before the account is refreshed: the refresh swaps the set-up form for the turned-on
 * state, and callbacks given to mutate() are dropped once their component has unmounted (the recovery codes
 * would never be shown).
 */
export function useEnableSecondFactor(onEnabled: (recoveryCodes: string[]) => void) {
  const refresh = useRefreshAccount()
  return useMutation({
    mutationFn: async (body: { currentPassword: string; code: string }) =>
      unwrap(await api.POST('/user/totp/enable', { body })),
    onSuccess: (res) => {
      onEnabled(res.recoveryCodes)
      return refresh()
    },
  })
}

/** `onDisabled` runs before the refresh, for the same reason as in useEnableSecondFactor. */
export function useDisableSecondFactor(onDisabled: (message: string) => void) {
  const refresh = useRefreshAccount()
  return useMutation({
    mutationFn: async (body: { currentPassword: string; code: string }) =>
      unwrap(await api.POST('/user/totp/disable', { body })),
    onSuccess: (res) => {
      onDisabled(res.message)
      return refresh()
    },
  })
}

// The sessions' toasts are said here, not in mutate(): a signed-out row leaves the list with the refresh, and a
// callback given to mutate() is dropped once its component has gone.
export function useRevokeSession() {
  const refresh = useRefreshAccount()
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api.DELETE('/user/sessions/{id}', { params: { path: { id } } })),
    onSuccess: (res) => toast.success(res.message),
    onError: (err) => toast.error(messageOf(err, 'Could not sign that session out. Please try again.')),
    onSettled: refresh,
  })
}

export function useRevokeOtherSessions() {
  const refresh = useRefreshAccount()
  return useMutation({
    mutationFn: async () => unwrap(await api.POST('/user/sessions/revoke-others')),
    onSuccess: (res) => toast.success(res.message),
    onError: (err) => toast.error(messageOf(err, 'Could not sign the other sessions out. Please try again.')),
    onSettled: refresh,
  })
}

export function useChangePassword() {
  const refresh = useRefreshAccount()
  return useMutation({
    mutationFn: async (body: { currentPassword: string; newPassword: string }) =>
      unwrap(await api.POST('/user/password', { body })),
    onSuccess: refresh,
  })
}
