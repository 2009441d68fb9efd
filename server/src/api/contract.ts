import type { createRouter } from './create-router'
import { declareDeskRefusals } from './require-admin'

export const OPENAPI_INFO: Parameters<ReturnType<typeof createRouter>['getOpenAPI31Document']>[0] = {
  openapi: '3.1.0',
  info: {
    title: 'Conference website API',
    version: '1.0.0',
    description:
      'Public and admin API of the conference website (its edition — name, days, venue — is `conference` in ' +
      '`GET /settings`). ' +
      'Admin calls need the token from `POST /user/login` in the `token` header (or `Authorization: Bearer`). ' +
      'Every error is JSON `{ message, issues? }`.',
  },
  servers: [{ url: '/api', description: 'This server' }],
}

/** The OpenAPI document of the routes, with the desk role's refusals declared (api/require-admin.ts). */
export function contractOf(api: ReturnType<typeof createRouter>) {
  return declareDeskRefusals(api.getOpenAPI31Document(OPENAPI_INFO))
}
