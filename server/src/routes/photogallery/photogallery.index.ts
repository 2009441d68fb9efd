import { createRouter } from '../../lib/create-router'
import * as handlers from './photogallery.handlers'
import * as routes from './photogallery.routes'

export const photoGalleryRouter = createRouter()
  .openapi(routes.uploadPhoto, handlers.uploadPhoto)
  .openapi(routes.listPhotos, handlers.listPhotos)
  .openapi(routes.deletePhoto, handlers.deletePhoto)
