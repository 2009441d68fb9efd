import { createRouter } from '../../api/create-router'
import * as handlers from './feed.handlers'
import * as routes from './feed.routes'

export const feedRouter = createRouter().openapi(routes.getNewsFeed, handlers.getNewsFeed)
