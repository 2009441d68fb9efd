import { createRoute } from '@hono/zod-openapi'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import { NextEditionInput, NextEditionPlan, NextEditionStarted, PastEditionList } from './editions.schemas'

const tags = ['Editions']

export const startNextEdition = createRoute({
  method: 'post',
  path: '/editions/next',
  operationId: 'startNextEdition',
  tags,
  summary: 'Start the next edition (or, with dryRun, show what that would do)',
  description:
    'In order, stopping at the first failure with nothing changed: a backup of everything (BACKUP_DIR), the static ' +
    'archive of the current edition (ARCHIVE_DIR/<its host>, answered at that host from then on), then in one ' +
    'transaction: **carried** (settings with the new identity, admins, the four committees, hotels and fees — flagged ' +
    'for review until saved —, rooms), **shifted** (important dates, by the offset between the two first days, with ' +
    'new ids, no earlier days and a fresh calendar sequence), **emptied** (papers, speakers, announcements, recent ' +
    'updates, the gallery, contact messages with their replies, the mail outbox, the programme; the mail templates ' +
    'stay as organisers worded them), and the audit log kept with an entry for the switch. ' +
    '`dryRun: true` answers the same counts (200) and writes nothing. The first day must come after the current ' +
    "edition's last; the acronym and the host must be new. A second request while one runs: 409.",
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(NextEditionInput) },
  responses: {
    200: jsonResponse('dryRun: what would be carried, shifted and emptied.', NextEditionPlan),
    201: jsonResponse('The next edition has started.', NextEditionStarted),
    ...errorsOf(400, 401, 409, 503),
  },
})

export const listPastEditions = createRoute({
  method: 'get',
  path: '/editions',
  operationId: 'listPastEditions',
  security: [],
  tags,
  summary: 'The past editions, newest first, each with the address of its archive',
  responses: {
    200: jsonResponse('Every past edition.', PastEditionList),
    ...errorsOf(503),
  },
})
