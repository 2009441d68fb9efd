import { createRoute } from '@hono/zod-openapi'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import {
  CarriedOverList,
  DismissCarriedInput,
  NextEditionInput,
  NextEditionPlan,
  NextEditionStarted,
  PastEditionList,
} from './editions.schemas'

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

export const listCarriedOver = createRoute({
  method: 'get',
  path: '/editions/carried-over',
  operationId: 'listCarriedOver',
  tags,
  summary: 'The carried values still naming the edition that ended (admin)',
  description:
    'The dashboard\'s "Check what was carried over": after the next edition has started, every value it carried ' +
    "(settings, edited pages, mail templates, rooms' links) that still names the edition that ended last — its year, " +
    'acronym, short name or old public host — each with where it is edited. Read afresh each time: a value changed ' +
    'since no longer names it and is gone; a dismissed one is left out. Empty before any switch.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  responses: {
    200: jsonResponse('The carried values to check.', CarriedOverList),
    ...errorsOf(401, 503),
  },
})

export const dismissCarriedOver = createRoute({
  method: 'post',
  path: '/editions/carried-over/dismiss',
  operationId: 'dismissCarriedOver',
  tags,
  summary: 'Leave a carried value as it is: no longer listed (admin, audited)',
  description:
    'Hides the item at `field` from GET /editions/carried-over (until the next switch) and answers the list left. ' +
    'A field that is not listed (changed, dismissed already, or no edition has ended yet): 404.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(DismissCarriedInput) },
  responses: {
    200: jsonResponse('The carried values left to check.', CarriedOverList),
    ...errorsOf(400, 401, 404, 503),
  },
})
