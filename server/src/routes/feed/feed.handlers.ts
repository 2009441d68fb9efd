import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../api/create-router'
import { textAnswer } from '../../api/text-answer'
import { newestVersions } from '../programme/programme.published'
import { readConference } from '../settings/settings.queries'
import { atomFeedOf } from './feed.atom'
import { listNewestUpdates } from './feed.queries'
import { FEED_SIZE, type getNewsFeed as route } from './feed.routes'

export const getNewsFeed: RouteHandler<typeof route, AppEnv> = async (c) => {
  const [rows, versions, conference] = await Promise.all([
    listNewestUpdates(c.get('db'), FEED_SIZE),
    newestVersions(c.get('db'), FEED_SIZE),
    readConference(c.get('db')),
  ])
  return textAnswer(c, atomFeedOf(rows, c.get('publicOrigin'), conference, versions, FEED_SIZE), {
    'Content-Type': 'application/atom+xml; charset=utf-8',
    // Feed readers poll every so often; five minutes keeps a new update from lingering.
    'Cache-Control': 'public, max-age=300',
  })
}
