import { createRouter } from '../../api/create-router'
import * as handlers from './images.handlers'
import * as routes from './images.routes'

export const imagesRouter = createRouter()
  .openapi(routes.uploadImage, handlers.uploadImage)
  .openapi(routes.getImage, handlers.getImage)
