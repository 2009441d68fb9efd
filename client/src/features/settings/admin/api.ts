import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { api, unwrap } from '@/lib/api'

export type FeeRow = components['schemas']['FeeRow']
export type Currency = FeeRow['currency']
export type FeeCell = components['schemas']['FeeCell']
export type BankDetails = components['schemas']['BankDetails']
/** The whole settings document as the admin reads it (GET /api/settings with the token: bank details included). */
export type AdminSettings = components['schemas']['SettingsView']['settings']
export type SettingsPatch = components['schemas']['EventSettingsPatch']

/** Read fresh, with the token; its own key under ['settings'], which every save refreshes (public pages too). */
export const adminSettingsQueryOptions = queryOptions({
  queryKey: ['settings', 'admin'],
  queryFn: async () => unwrap(await api.GET('/settings', FRESH)).settings,
  staleTime: 0,
})

export function useSaveSettings() {
  return useAdminMutation({
    mutationFn: async (body: SettingsPatch) => unwrap(await api.PATCH('/settings', { body })),
    successMessage: (res) => res.message,
    // The server's message names the field to fix.
    failureMessage: (error) => error.message || 'Failed to save the settings. Please try again.',
    invalidate: [['settings']],
  })
}
