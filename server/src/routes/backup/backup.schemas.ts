import { z } from '@hono/zod-openapi'

export const LastBackup = z
  .object({
    lastBackupAt: z.string().nullable().openapi({
      description: 'When the newest backup known to this server was taken (ISO 8601), or null when none is.',
      example: '2025-02-20T09:30:00.000Z',
    }),
    source: z.enum(['download', 'file']).nullable().openapi({
      description:
        '`download`: a download from GET /backup (its audit entry); `file`: a file `make backup` wrote into BACKUP_DIR.',
      example: 'download',
    }),
  })
  .openapi('LastBackup')
