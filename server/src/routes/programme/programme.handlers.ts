import type { RouteHandler } from '@hono/zod-openapi'
import { PROGRAMME_TIME_ZONE } from '../../../../common/programme'
import { PUBLIC_CACHE_CONTROL } from '../../lib/cache-headers'
import type { AppEnv } from '../../lib/create-router'
import { HttpError } from '../../lib/errors'
import { latestProgramme, listVersions as readVersions } from './programme.published'
import type * as routes from './programme.routes'

const notYet = () => new HttpError(503, 'The programme editor is being built; try again shortly.')

export const getProgramme: RouteHandler<typeof routes.getProgramme, AppEnv> = async (c) => {
  const { version, snapshot } = await latestProgramme(c.get('db'))
  c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
  return c.json({ version, timeZone: PROGRAMME_TIME_ZONE, rooms: snapshot.rooms, sessions: snapshot.sessions }, 200)
}

export const listVersions: RouteHandler<typeof routes.listVersions, AppEnv> = async (c) => {
  c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
  return c.json({ versions: await readVersions(c.get('db')) }, 200)
}

export const listRooms: RouteHandler<typeof routes.listRooms, AppEnv> = async () => {
  throw notYet()
}
export const createRoom: RouteHandler<typeof routes.createRoom, AppEnv> = async () => {
  throw notYet()
}
export const updateRoom: RouteHandler<typeof routes.updateRoom, AppEnv> = async () => {
  throw notYet()
}
export const deleteRoom: RouteHandler<typeof routes.deleteRoom, AppEnv> = async () => {
  throw notYet()
}
export const listSessions: RouteHandler<typeof routes.listSessions, AppEnv> = async () => {
  throw notYet()
}
export const createSession: RouteHandler<typeof routes.createSession, AppEnv> = async () => {
  throw notYet()
}
export const updateSession: RouteHandler<typeof routes.updateSession, AppEnv> = async () => {
  throw notYet()
}
export const deleteSession: RouteHandler<typeof routes.deleteSession, AppEnv> = async () => {
  throw notYet()
}
export const publishProgramme: RouteHandler<typeof routes.publishProgramme, AppEnv> = async () => {
  throw notYet()
}
