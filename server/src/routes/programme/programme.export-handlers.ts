import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/create-router'
import { HttpError } from '../../lib/errors'
import type * as routes from './programme.routes'

const notYet = () => new HttpError(503, 'The programme exports are being built; try again shortly.')

/** `fixedOrigin`: PUBLIC_URL's origin, if set (as the calendar router takes it). */
export function programmeExportHandlers(_fixedOrigin: string | undefined) {
  const getScheduleXml: RouteHandler<typeof routes.getScheduleXml, AppEnv> = async () => {
    throw notYet()
  }
  const getScheduleJson: RouteHandler<typeof routes.getScheduleJson, AppEnv> = async () => {
    throw notYet()
  }
  const getProgrammeCalendar: RouteHandler<typeof routes.getProgrammeCalendar, AppEnv> = async () => {
    throw notYet()
  }
  return { getScheduleXml, getScheduleJson, getProgrammeCalendar }
}
