import type { components } from '@openapi/schema'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { NOT_LOGGED_IN, requireToken, useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { ApiError, api, unwrap } from '@/lib/api'
import { everyPaper } from '@/lib/every-page'
import type { PaperInput } from '../api'

export type PaperImportResult = components['schemas']['PaperImportResult']
export type PaperImportRow = components['schemas']['PaperImportRow']

/** The admin's list: the same call, always revalidated (admin views read fresh). */
export const adminPapersQueryOptions = queryOptions({
  queryKey: ['papers', 'admin-list'],
  queryFn: () => everyPaper(FRESH),
  staleTime: 0,
})

/** A failure message that keeps "Please log in first." when that is what went wrong. */
const failureOr = (fallback: string) => (error: Error) => (error.message === NOT_LOGGED_IN ? NOT_LOGGED_IN : fallback)

export function useAddPaper() {
  return useAdminMutation({
    mutationFn: async (input: PaperInput) => unwrap(await api.POST('/papers/add', { body: input })),
    successMessage: (res) => res.message,
    failureMessage: failureOr('Failed to add the paper. Please try again.'),
    invalidate: [['papers']],
  })
}

export function useUpdatePaper() {
  return useAdminMutation({
    mutationFn: async ({ id, input }: { id: string; input: PaperInput }) =>
      unwrap(await api.PUT('/papers/update/{id}', { params: { path: { id } }, body: input })),
    successMessage: (res) => res.message,
    failureMessage: failureOr('Failed to update the paper. Please try again.'),
    invalidate: [['papers'], ['programme']],
  })
}

export function useDeletePaper() {
  return useAdminMutation({
    mutationFn: async (id: string) => unwrap(await api.DELETE('/papers/delete/{id}', { params: { path: { id } } })),
    successMessage: (res) => res.message,
    failureMessage: failureOr('Failed to delete paper. Please try again.'),
    invalidate: [['papers']],
  })
}

/** POST /papers/import with the file (multipart field `file`); `dryRun` answers the preview and writes nothing. */
async function importFile(file: File, dryRun: boolean): Promise<PaperImportResult> {
  const form = new FormData()
  form.append('file', file)
  return unwrap(
    await api.POST('/papers/import', {
      params: { query: dryRun ? { dryRun: 'true' } : {} },
      // openapi-fetch would JSON-encode the body; the browser must set the multipart boundary itself.
      body: form as never,
      bodySerializer: (body) => body as unknown as FormData,
    }),
  )
}

/** The server's own words when it gave some (a missing column, a file that is not a spreadsheet, ...). */
export function importFailure(error: Error): string {
  if (error.message === NOT_LOGGED_IN) return NOT_LOGGED_IN
  if (error instanceof ApiError && error.body?.message) return error.body.message
  return 'Failed to read the file. Please try again.'
}

/** The CMT import's preview (a dry run): what importing the file would do, row by row. Writes nothing. */
export function usePreviewPaperImport() {
  return useMutation({
    mutationFn: async (file: File) => {
      requireToken()
      return importFile(file, true)
    },
  })
}

/** The CMT import itself: toasts the server's summary, and refreshes the paper lists. */
export function useImportPapers() {
  return useAdminMutation({
    mutationFn: (file: File) => importFile(file, false),
    successMessage: (res) => res.message,
    failureMessage: importFailure,
    invalidate: [['papers']],
  })
}
