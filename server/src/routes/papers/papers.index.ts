import { createRouter } from '../../api/create-router'
import * as handlers from './papers.handlers'
import * as routes from './papers.routes'

export const papersRouter = createRouter({
  cache: [
    {
      topic: 'papers',
      paths: ['/api/papers'],
      reads: [{ pattern: /^\/api\/papers\/all$/, paged: true, searchedBy: 'q' }],
    },
  ],
})
  .openapi(routes.addPaper, handlers.addPaper)
  .openapi(routes.updatePaper, handlers.updatePaper)
  .openapi(routes.listPapers, handlers.listPapers)
  .openapi(routes.deletePaper, handlers.deletePaper)
  .openapi(routes.importPapers, handlers.importPapers)
