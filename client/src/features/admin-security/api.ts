import type { components } from '@openapi/schema'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { FRESH } from '@/lib/admin/fresh'
import { api, unwrap } from '@/lib/api'

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

export function useSetUpSecondFactor() {
  return useMutation({ mutationFn: async () => unwrap(await api.POST('/user/totp/setup')) })
}

export function useEnableSecondFactor() {
  const refresh = useRefreshAccount()
  return useMutation({
    mutationFn: async (code: string) => unwrap(await api.POST('/user/totp/enable', { body: { code } })),
    onSuccess: refresh,
  })
}

export function useDisableSecondFactor() {
  const refresh = useRefreshAccount()
  return useMutation({
    mutationFn: async (code: string) => unwrap(await api.POST('/user/totp/disable', { body: { code } })),
    onSuccess: refresh,
  })
}

export function useRevokeSession() {
  const refresh = useRefreshAccount()
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api.DELETE('/user/sessions/{id}', { params: { path: { id } } })),
    onSettled: refresh,
  })
}

export function useRevokeOtherSessions() {
  const refresh = useRefreshAccount()
  return useMutation({
    mutationFn: async () => unwrap(await api.POST('/user/sessions/revoke-others')),
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
