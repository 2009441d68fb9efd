import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { api, unwrap } from '@/lib/api'

export type MailStatus = components['schemas']['MailStatus']
export type MailSummary = components['schemas']['MailSummary']
export type Mail = components['schemas']['Mail']
export type MailTemplate = components['schemas']['MailTemplate']

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
  withheld: 'Withheld',
  cancelled: 'Cancelled',
}

/** The outbox, newest first (only `status` when given): the first 100. */
export const outboxQueryOptions = (status?: MailStatus) =>
  queryOptions({
    queryKey: ['mail', 'outbox', status ?? 'all'],
    queryFn: async () =>
      unwrap(
        await api.GET('/mail/outbox', { params: { query: { ...(status ? { status } : {}), limit: '100' } }, ...FRESH }),
      ),
    staleTime: 0,
  })

export const mailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['mail', 'one', id],
    queryFn: async () => unwrap(await api.GET('/mail/outbox/{id}', { params: { path: { id } }, ...FRESH })).mail,
    staleTime: 0,
  })

/** Whether SMTP is configured, and the outbox by status (the dashboard's failed count). */
export const mailStatusQueryOptions = queryOptions({
  queryKey: ['mail', 'status'],
  queryFn: async () => unwrap(await api.GET('/mail/status', FRESH)),
  staleTime: 0,
})

export const mailTemplatesQueryOptions = queryOptions({
  queryKey: ['mail', 'templates'],
  queryFn: async () => unwrap(await api.GET('/mail/templates', FRESH)).templates,
  staleTime: 0,
})

const serverMessage = (fallback: string) => (error: Error) => error.message || fallback

export function useRetryMail() {
  return useAdminMutation({
    mutationFn: async (id: string) => unwrap(await api.POST('/mail/outbox/{id}/retry', { params: { path: { id } } })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to send the mail again. Please try again.'),
    invalidate: [['mail'], ['audit']],
  })
}

export function useCancelMail() {
  return useAdminMutation({
    mutationFn: async (id: string) => unwrap(await api.POST('/mail/outbox/{id}/cancel', { params: { path: { id } } })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to cancel the mail. Please try again.'),
    invalidate: [['mail'], ['audit']],
  })
}

export function useSendTestMail() {
  return useAdminMutation({
    mutationFn: async (to: string) => unwrap(await api.POST('/mail/test', { body: { to } })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to send the test mail. Please try again.'),
    invalidate: [['mail'], ['audit']],
  })
}

export function useSaveMailTemplate() {
  return useAdminMutation({
    mutationFn: async ({ key, subject, text }: { key: string; subject: string; text: string }) =>
      unwrap(await api.PUT('/mail/templates/{key}', { params: { path: { key } }, body: { subject, text } })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to save the template. Please try again.'),
    invalidate: [['mail', 'templates'], ['audit']],
  })
}

export function useRestoreMailTemplate() {
  return useAdminMutation({
    mutationFn: async (key: string) => unwrap(await api.DELETE('/mail/templates/{key}', { params: { path: { key } } })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to restore the template. Please try again.'),
    invalidate: [['mail', 'templates'], ['audit']],
  })
}

/** Renders a wording with the template's sample values; nothing is saved. */
export async function previewMailTemplate(key: string, wording: { subject: string; text: string }) {
  return unwrap(await api.POST('/mail/templates/{key}/preview', { params: { path: { key } }, body: wording }))
}
