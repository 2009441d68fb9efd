import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { api, unwrap } from '@/lib/api'

export type Registration = components['schemas']['Registration']
export type RegistrationStatus = Registration['status']
export type AdminRegistration = components['schemas']['AdminRegistration']
export type StatementImport = components['schemas']['StatementImport']
export type RegistrationPapers = components['schemas']['RegistrationPapers']

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  'awaiting-payment': 'Awaiting payment',
  'payment-claimed': 'Payment claimed',
  confirmed: 'Confirmed',
  'needs-attention': 'Needs attention',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
}
export const STATUSES = Object.keys(STATUS_LABELS) as RegistrationStatus[]

export interface RegistrationFilter {
  status?: RegistrationStatus
  category?: string
  q?: string
  /** The page (0-based) of REGISTRATIONS_PAGE registrations; undefined: every registration. */
  page?: number
}

/** Registrations per page of the desk's list. */
export const REGISTRATIONS_PAGE = 50

/** The desk's list with its totals (every registration matching the filter: the desk is a few hundred at most). */
export const registrationsQueryOptions = (filter: RegistrationFilter = {}) =>
  queryOptions({
    queryKey: ['registrations', 'list', filter],
    queryFn: async () =>
      unwrap(
        await api.GET('/registrations', {
          params: {
            query: {
              ...(filter.status ? { status: filter.status } : {}),
              ...(filter.category ? { category: filter.category } : {}),
              ...(filter.q ? { q: filter.q } : {}),
              ...(filter.page !== undefined
                ? { skip: String(filter.page * REGISTRATIONS_PAGE), limit: String(REGISTRATIONS_PAGE) }
                : {}),
            },
          },
          ...FRESH,
        }),
      ),
    staleTime: 0,
  })

/** Only the totals (a one-row page): the dashboard's counts. */
export const registrationTotalsQueryOptions = queryOptions({
  queryKey: ['registrations', 'totals'],
  queryFn: async () => unwrap(await api.GET('/registrations', { params: { query: { limit: '1' } }, ...FRESH })).totals,
  staleTime: 0,
})

export const registrationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['registrations', 'one', id],
    queryFn: async () =>
      unwrap(await api.GET('/registrations/{id}', { params: { path: { id } }, ...FRESH })).registration,
    staleTime: 0,
  })

export const unmatchedLinesQueryOptions = queryOptions({
  queryKey: ['registrations', 'statement-lines', 'unmatched'],
  queryFn: async () =>
    unwrap(await api.GET('/registrations/statement-lines', { params: { query: { state: 'unmatched' } }, ...FRESH })),
  staleTime: 0,
})

export const registrationPapersQueryOptions = queryOptions({
  queryKey: ['registrations', 'papers'],
  queryFn: async () => unwrap(await api.GET('/registrations/papers', FRESH)),
  staleTime: 0,
})

const serverMessage = (fallback: string) => (error: Error) => error.message || fallback
const INVALIDATE = [['registrations'], ['audit'], ['mail']]

export type RegistrationPatch = components['schemas']['RegistrationPatch']

/** PATCH /registrations/{id}: the desk's corrections (a fee override with its reason); the server's 400 says what is wrong. */
export function useCorrectRegistration() {
  return useAdminMutation({
    mutationFn: async ({ id, body }: { id: string; body: RegistrationPatch }) =>
      unwrap(await api.PATCH('/registrations/{id}', { params: { path: { id } }, body })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Saving the registration failed. Please try again.'),
    invalidate: INVALIDATE,
  })
}

export type DeskAction = 'confirm' | 'needs-attention' | 'cancel'

/** Confirm (an optional note), needs attention or cancel (a reason): the server answers 409 on the wrong status. */
export function useRegistrationAction() {
  return useAdminMutation({
    mutationFn: async ({ id, action, text }: { id: string; action: DeskAction; text: string }) => {
      const path = { path: { id } }
      if (action === 'confirm')
        return unwrap(await api.POST('/registrations/{id}/confirm', { params: path, body: text ? { note: text } : {} }))
      if (action === 'needs-attention')
        return unwrap(await api.POST('/registrations/{id}/needs-attention', { params: path, body: { reason: text } }))
      return unwrap(await api.POST('/registrations/{id}/cancel', { params: path, body: { reason: text } }))
    },
    successMessage: (res) => res.message,
    failureMessage: serverMessage('The action failed. Please try again.'),
    invalidate: INVALIDATE,
  })
}

/** POST /registrations/statements with the file; `dryRun` previews and writes nothing. */
export async function importStatement(file: File, dryRun: boolean): Promise<StatementImport> {
  const form = new FormData()
  form.append('file', file)
  return unwrap(
    await api.POST('/registrations/statements', {
      params: { query: dryRun ? { dryRun: 'true' } : {} },
      // openapi-fetch would JSON-encode the body; the browser must set the multipart boundary itself.
      body: form as never,
      bodySerializer: (body) => body as unknown as FormData,
    }),
  )
}

export function useApplyStatement() {
  return useAdminMutation({
    mutationFn: (file: File) => importStatement(file, false),
    successMessage: (res) =>
      `Statement applied: ${res.matched.length} confirmed, ${res.mismatched.length} need attention, ${res.unmatched.length} unmatched.`,
    failureMessage: serverMessage('Failed to read the statement. Please try again.'),
    invalidate: INVALIDATE,
  })
}

export function useAssignLine() {
  return useAdminMutation({
    mutationFn: async ({ lineId, registrationId }: { lineId: string; registrationId: string }) =>
      unwrap(
        await api.POST('/registrations/statement-lines/{lineId}/assign', {
          params: { path: { lineId } },
          body: { registrationId },
        }),
      ),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to assign the line. Please try again.'),
    invalidate: INVALIDATE,
  })
}

export function useDiscardLine() {
  return useAdminMutation({
    mutationFn: async (lineId: string) =>
      unwrap(await api.POST('/registrations/statement-lines/{lineId}/discard', { params: { path: { lineId } } })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to discard the line. Please try again.'),
    invalidate: INVALIDATE,
  })
}

export async function remindAuthors(dryRun: boolean) {
  return unwrap(await api.POST('/registrations/remind-authors', { body: { dryRun } }))
}

export function useRemindAuthors() {
  return useAdminMutation({
    mutationFn: () => remindAuthors(false),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to send the reminders. Please try again.'),
    invalidate: [['mail'], ['audit']],
  })
}
