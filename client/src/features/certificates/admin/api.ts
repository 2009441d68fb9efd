import { CERTIFICATE_KIND_LABELS } from '@common/certificates'
import type { components } from '@openapi/schema'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { API_BASE_URL, api, unwrap } from '@/lib/api'
import { getToken } from '@/lib/session'

export type AdminCertificate = components['schemas']['AdminCertificate']
export type CertificateKind = components['schemas']['CertificateKind']
export type SingleCertificateBody = components['schemas']['SingleCertificateBody']
export type CertificateSettings = components['schemas']['CertificateSettings']

export { CERTIFICATE_KIND_LABELS }

export const PAGE_SIZE = 20

export const certificatesQueryOptions = (filter: { kind?: CertificateKind; q?: string; page: number }) =>
  queryOptions({
    queryKey: ['certificates', 'admin', filter] as const,
    queryFn: async () =>
      unwrap(
        await api.GET('/certificates', {
          ...FRESH,
          params: {
            query: {
              kind: filter.kind,
              q: filter.q || undefined,
              skip: String((filter.page - 1) * PAGE_SIZE),
              limit: String(PAGE_SIZE),
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  })

export function useIssueCertificate() {
  return useAdminMutation({
    mutationFn: async (body: SingleCertificateBody) => unwrap(await api.POST('/certificates', { body })),
    successMessage: (res) => res.message,
    failureMessage: (error) => error.message || 'The certificate could not be issued. Please try again.',
    invalidate: [['certificates']],
  })
}

export function useRevokeCertificate() {
  return useAdminMutation({
    mutationFn: async ({ code, reason }: { code: string; reason: string }) =>
      unwrap(await api.POST('/certificates/{code}/revoke', { params: { path: { code } }, body: { reason } })),
    successMessage: (res) => res.message,
    failureMessage: (error) => error.message || 'The certificate could not be revoked. Please try again.',
    invalidate: [['certificates']],
  })
}

/** Opens a sample PDF of `kind` in a new tab (fetched with the token, so not a plain link). */
export async function openPreview(kind: CertificateKind): Promise<void> {
  const res = await fetch(`${API_BASE_URL}/certificates/preview`, {
    method: 'POST',
    headers: { token: getToken() ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ kind }),
    cache: 'no-store',
  })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message ?? `The preview failed (${res.status}).`)
  }
  const url = URL.createObjectURL(await res.blob())
  window.open(url, '_blank', 'noopener')
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
