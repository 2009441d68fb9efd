import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { api, unwrap } from '@/lib/api'

export type ContactMessage = components['schemas']['ContactMessageWithReplies']
export type ContactStatus = components['schemas']['ContactStatus']

/** Contact messages, newest first (only those with `status` when given); the API requires the admin token. */
export const contactMessagesQueryOptions = (status?: ContactStatus) =>
  queryOptions({
    queryKey: ['contact', 'admin-list', status ?? 'all'],
    queryFn: async () =>
      unwrap(await api.GET('/contact', { params: { query: status ? { status } : {} }, ...FRESH })).data,
    staleTime: 0,
  })

/** How many messages are new (the filtered list's own total; one item fetched), for the dashboard card. */
export const newContactMessageCountQueryOptions = queryOptions({
  queryKey: ['contact', 'admin-count', 'new'],
  queryFn: async () =>
    unwrap(await api.GET('/contact', { params: { query: { status: 'new', limit: '1' } }, ...FRESH })).totalCount,
  staleTime: 0,
})

/** Sets a message's status; every contact list and count refreshes. */
export function useSetContactStatus() {
  return useAdminMutation({
    mutationFn: async ({ id, status }: { id: string; status: ContactStatus }) =>
      unwrap(await api.PATCH('/contact/{id}', { params: { path: { id } }, body: { status } })),
    successMessage: (res) => res.message,
    failureMessage: (error) => error.message || 'Failed to update the message. Please try again.',
    invalidate: [['contact'], ['audit']],
  })
}

export function useDeleteContactMessage() {
  return useAdminMutation({
    mutationFn: async (id: string) => unwrap(await api.DELETE('/contact/{id}', { params: { path: { id } } })),
    successMessage: (res) => res.message,
    failureMessage: 'Failed to delete the message. Please try again.',
    invalidate: [['contact'], ['audit']],
  })
}

/** Replies by e-mail from the site (the outbox sends it); the message becomes `replied`. */
export function useReplyToContactMessage() {
  return useAdminMutation({
    mutationFn: async ({ id, message }: { id: string; message: string }) =>
      unwrap(await api.POST('/contact/{id}/reply', { params: { path: { id } }, body: { message } })),
    successMessage: (res) => res.message,
    failureMessage: (error) => error.message || 'Failed to send the reply. Please try again.',
    invalidate: [['contact'], ['mail'], ['audit']],
  })
}

/** A mailto: link answering a message: to its sender, subject "Re: <subject>", both properly encoded. */
export function replyMailto(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  const to = encodeURIComponent(message.email).replace('%40', '@')
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`
}
