import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { downloadFile } from '@/lib/admin/download-file'
import { api, unwrap } from '@/lib/api'
import { formatDateTime } from '@/lib/utils'

const lastBackupQuery = {
  queryKey: ['backup', 'last'] as const,
  queryFn: async () => unwrap(await api.GET('/backup/last')),
}

/**
 * "Download a backup": the whole site in one .tar.gz (GET /api/backup with the admin token), and when the last
 * backup was taken as the server reports it. Fetched, not a plain link: the token travels in a header.
 */
export function BackupPanel() {
  const queryClient = useQueryClient()
  const last = useQuery(lastBackupQuery)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null)

  async function download() {
    setBusy(true)
    setStatus({ text: 'Making the backup…', error: false })
    try {
      const name = await downloadFile('/backup', 'icnari-backup.tar.gz', 'The backup failed')
      setStatus({
        text: `Saved ${name}. It holds the admins' password hashes: keep it as safe as the site itself.`,
        error: false,
      })
      await queryClient.invalidateQueries({ queryKey: lastBackupQuery.queryKey })
    } catch (err) {
      setStatus({ text: err instanceof Error ? err.message : 'The backup failed.', error: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="site-backup" className="mt-10 rounded-xl border border-slate-200 px-5 py-4">
      <h2 id="site-backup" className="text-xl font-semibold">
        Backup of the whole site
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every paper, speaker, committee member, update, photo, message and admin, with all images, in one file.
      </p>
      <p className="mt-2 text-sm" data-testid="last-backup">
        Last backup:{' '}
        {last.isPending
          ? 'loading…'
          : last.isError
            ? 'unknown'
            : last.data.lastBackupAt
              ? formatDateTime(last.data.lastBackupAt)
              : 'none yet'}
      </p>
      <Button className="mt-3" onClick={() => void download()} disabled={busy}>
        {busy ? 'Making the backup…' : 'Download a backup'}
      </Button>
      <p role="status" className={`mt-2 text-sm ${status?.error ? 'text-red-700' : 'text-slate-600'}`}>
        {status?.text}
      </p>
    </section>
  )
}
