import { createRoute } from '@hono/zod-openapi'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import { EventSettingsPatch, SettingsSaved, SettingsView } from './settings.schemas'

const tags = ['Event settings']

export const getSettings = createRoute({
  method: 'get',
  path: '/settings',
  operationId: 'getSettings',
  security: [],
  tags,
  summary: 'The event settings: the conference itself, contact details, links and the fee table',
  description:
    'Public: everything but `bank` (bank details are never shown on the site). An admin who sends the token ' +
    '(`token` header or `Authorization: Bearer`) gets `bank` too, in a `no-store` answer; a token that is sent ' +
    'must be valid (401 otherwise). 404 only while the document has never been set.',
  responses: {
    200: jsonResponse('The settings.', SettingsView),
    ...errorsOf(401, 404, 503),
  },
})

export const updateSettings = createRoute({
  method: 'patch',
  path: '/settings',
  operationId: 'updateSettings',
  tags,
  summary: 'Change some of the event settings',
  description:
    'Send any subset of `conference`, `contactEmail`, `phones`, `links`, `bank`, `fees`, `hotels`; `conference`, ' +
    '`links` and `bank` may be partial (merged into the stored ones), `phones` (exactly three), `fees` and ' +
    '`hotels` are replaced whole. Every field is checked: e-mail format, absolute http(s) URLs, fees as whole ' +
    "numbers of 0 or more, percentages 0–100, the conference's days as `YYYY-MM-DD` with the last not before " +
    'the first, its year a whole number, its acronym lower-case letters and digits, its public URL empty or an ' +
    'http(s) origin; an unknown field is refused with 400. Answers the whole document, `bank` included.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(EventSettingsPatch) },
  responses: {
    200: jsonResponse('The settings are saved.', SettingsSaved),
    ...errorsOf(400, 401, 413, 415, 503),
  },
})
