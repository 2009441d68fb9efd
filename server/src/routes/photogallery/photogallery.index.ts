import { createRouter } from '../../api/create-router'
import * as handlers from './photogallery.handlers'
import * as routes from './photogallery.routes'

export const photoGalleryRouter = createRouter({
  cache: [
    {
      topic: 'photogallery',
      paths: ['/api/photogallery'],
      reads: [{ pattern: /^\/api\/photogallery\/all$/, paged: false }],
    },
  ],
})
  .openapi(routes.uploadPhoto, handlers.uploadPhoto)
  .openapi(routes.listPhotos, handlers.listPhotos)
  .openapi(routes.deletePhoto, handlers.deletePhoto)
