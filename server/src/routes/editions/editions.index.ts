import { createRouter } from '../../api/create-router'
import { dismissCarriedOver, listCarriedOver } from './editions.carried-over'
import { type EditionDeps, editionHandlers } from './editions.handlers'
import * as routes from './editions.routes'

export type { EditionDeps }

/** Past editions and the switch to the next one (issue 32); the handlers need the server's folders and caches. */
export function createEditionsRouter(deps: EditionDeps) {
  const handlers = editionHandlers(deps)
  return createRouter()
    .openapi(routes.startNextEdition, handlers.startNextEdition)
    .openapi(routes.listPastEditions, handlers.listPastEditions)
    .openapi(routes.listCarriedOver, listCarriedOver)
    .openapi(routes.dismissCarriedOver, dismissCarriedOver)
}
