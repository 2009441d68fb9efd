import { createRouter } from '../../api/create-router'
import * as handlers from './speakers.handlers'
import * as routes from './speakers.routes'

export const speakersRouter = createRouter({
  cache: [
    {
      topic: 'speaker',
      paths: ['/api/speaker'],
      reads: [
        { pattern: /^\/api\/speaker\/all$/, paged: true },
        { pattern: /^\/api\/speaker\/get\/[^/%]+$/, paged: false },
      ],
    },
  ],
})
  .openapi(routes.createSpeaker, handlers.createSpeaker)
  .openapi(routes.listSpeakers, handlers.listSpeakers)
  .openapi(routes.getSpeaker, handlers.getSpeaker)
  .openapi(routes.updateSpeaker, handlers.updateSpeaker)
  .openapi(routes.setSpeakerPriority, handlers.setSpeakerPriority)
  .openapi(routes.deleteSpeaker, handlers.deleteSpeaker)
