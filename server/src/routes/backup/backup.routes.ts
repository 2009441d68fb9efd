import { createRoute } from '@hono/zod-openapi'
import { errorResponses } from '../../api/errors'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonResponse } from '../../api/route-responses'
import { LastBackup } from './backup.schemas'

const tags = ['Backup']

export const downloadBackup = createRoute({
  method: 'get',
  path: '/backup',
  operationId: 'downloadBackup',
  tags,
  summary: 'Download a backup of the whole site (admin)',
  description:
    'One `.tar.gz` file, the same as `make backup` writes: `manifest.json` (format version, schema version, ' +
    'row counts and SHA-256 of every part), every table as JSON lines and every uploaded image. Taken in one ' +
    'repeatable-read transaction. It holds the admins with their password hashes (scrypt) and their second factor ' +
    '(TOTP secrets encrypted with AES-256-GCM, recovery codes as HMAC-SHA-256, both with the server key ' +
    '`SECRET_KEY`, which the file does not hold), the contact messages (names, e-mail addresses, phone numbers, ' +
    'messages), the audit log and every image; not the login sessions, second-step challenges or rate-limit ' +
    'counters. Store it as carefully as the database: encrypted, readable only by those who run the site, never ' +
    'beside `SECRET_KEY`. Restore it with `make restore FILE=…`; on a server with another key, the admins are kept ' +
    'and their second factor is switched off. Nothing is written to disk but a spool under `DATA_DIR`, removed ' +
    'once sent. ' +
    'At most one backup is made at a time per server: another request meanwhile gets 429. Each download is ' +
    'recorded in the audit log (action `export`, entity `backup`).',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  responses: {
    200: {
      description: 'The backup file, as an attachment.',
      headers: {
        'Content-Disposition': {
          schema: { type: 'string' },
          description: '`attachment; filename="icnari-<UTC time>.tar.gz"`',
        },
        'Cache-Control': { schema: { type: 'string' }, description: '`no-store`' },
      },
      content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorsOf(401, 503),
    429: { ...errorResponses[429], description: 'A backup is being made already; try again when it is done.' },
  },
})

export const lastBackup = createRoute({
  method: 'get',
  path: '/backup/last',
  operationId: 'getLastBackup',
  tags,
  summary: 'When the last backup was taken (admin)',
  description:
    'The newest of: the last download from GET /backup (on any instance: read from the audit log), and the newest ' +
    'file `make backup` wrote into this server’s BACKUP_DIR.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  responses: {
    200: jsonResponse('The last backup, if any.', LastBackup),
    ...errorsOf(401, 503),
  },
})
