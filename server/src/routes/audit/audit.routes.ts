import { createRoute } from '@hono/zod-openapi'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonResponse } from '../../api/route-responses'
import { AUDIT_PAGE, AuditFilters, AuditPage, AuditQuery } from './audit.schemas'

const tags = ['Audit log']

// Read-only on purpose: no route writes, changes or deletes entries (they are written by the changes themselves).

export const listAudit = createRoute({
  method: 'get',
  path: '/audit',
  operationId: 'listAudit',
  tags,
  summary: 'Read the audit log, newest first (admin)',
  description:
    'Who changed what and when, with the values before and after: every create, update, delete and priority ' +
    'change made from the admin area, image uploads, backup downloads, contact-message changes and the account ' +
    `events (logins, failed logins, logouts, new admins, password and second-factor changes). ${AUDIT_PAGE.default} ` +
    'entries per page unless `limit` says otherwise; follow `nextBefore` for older ones. Filters combine. ' +
    'The log is kept whole and cannot be changed through the API.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { query: AuditQuery },
  responses: {
    200: jsonResponse('A page of entries, newest first.', AuditPage),
    ...errorsOf(400, 401, 503),
  },
})

export const auditFilters = createRoute({
  method: 'get',
  path: '/audit/filters',
  operationId: 'listAuditFilters',
  tags,
  summary: 'The entities and admins that appear in the audit log (admin)',
  description: 'The choices for the `entity` and `actor` filters of `GET /audit`.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  responses: {
    200: jsonResponse('The filter choices.', AuditFilters),
    ...errorsOf(401, 503),
  },
})
