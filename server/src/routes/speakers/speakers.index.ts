import { createRouter } from '../../lib/create-router'
import * as handlers from './speakers.handlers'
import * as routes from './speakers.routes'

export const speakersRouter = createRouter()
  .openapi(routes.createSpeaker, handlers.createSpeaker)
  .openapi(routes.listSpeakers, handlers.listSpeakers)
  .openapi(routes.getSpeaker, handlers.getSpeaker)
  .openapi(routes.updateSpeaker, handlers.updateSpeaker)
  .openapi(routes.setSpeakerPriority, handlers.setSpeakerPriority)
  .openapi(routes.deleteSpeaker, handlers.deleteSpeaker)
