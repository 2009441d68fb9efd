import type { RouteHandler } from '@hono/zod-openapi'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError, notFound, pgErrorCode } from '../../api/errors'
import { PUBLIC_CACHE_CONTROL } from '../../cache/headers'
import * as queries from './programme.queries'
import type * as routes from './programme.routes'

// The rooms of the programme: listed publicly, written by admins (audited); a room in use cannot be deleted.

const roomNotFound = () => notFound('Room')
const roomTaken = (name: string) => new HttpError(409, `A room named "${name}" exists already.`)
const quoted = (titles: string[]) => titles.map((t) => `"${t}"`).join(', ')

export const listRooms: RouteHandler<typeof routes.listRooms, AppEnv> = async (c) => {
  const rooms = (await queries.listRooms(c.get('db'))).map(queries.toRoom)
  c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
  return c.json({ rooms }, 200)
}

/** A unique violation of the room's name (two requests at once) is the same 409 as the check before it. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw roomTaken(name)
    throw err
  }
}

export const createRoom: RouteHandler<typeof routes.createRoom, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const row = await audited(c, async (tx, record) => {
    if (await queries.roomNamed(tx, body.name)) throw roomTaken(body.name)
    const created = await uniqueName(body.name, async () =>
      queries.insertRoom(tx, {
        name: body.name,
        capacity: body.capacity ?? null,
        onlineUrl: body.onlineUrl ?? null,
        position: body.position ?? (await queries.nextRoomPosition(tx)),
      }),
    )
    await record({ action: 'create', entity: 'room', entityId: created.id, after: created })
    return created
  })
  return c.json({ message: 'Room added successfully.', room: queries.toRoom(row) }, 201)
}

export const updateRoom: RouteHandler<typeof routes.updateRoom, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  const row = await audited(c, async (tx, record) => {
    const before = await queries.findRoom(tx, id, { forUpdate: true })
    if (!before) throw roomNotFound()
    if (body.name !== undefined && (await queries.roomNamed(tx, body.name, id))) throw roomTaken(body.name)
    const values = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
      ...(body.onlineUrl !== undefined ? { onlineUrl: body.onlineUrl } : {}),
      ...(body.position !== undefined ? { position: body.position } : {}),
    }
    const after = await uniqueName(body.name ?? before.name, () => queries.updateRoom(tx, id, values))
    if (!after) throw roomNotFound()
    await record({ action: 'update', entity: 'room', entityId: id, before, after })
    return after
  })
  return c.json({ message: 'Room updated successfully.', room: queries.toRoom(row) }, 200)
}

export const deleteRoom: RouteHandler<typeof routes.deleteRoom, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await audited(c, async (tx, record) => {
    const room = await queries.findRoom(tx, id, { forUpdate: true })
    if (!room) throw roomNotFound()
    const using = await queries.sessionsInRoom(tx, id)
    if (using.length > 0)
      throw new HttpError(
        409,
        `Room "${room.name}" is still used by ${using.length === 1 ? 'the session' : `${using.length} sessions:`} ${quoted(using.map((s) => s.title))}. Move ${using.length === 1 ? 'it' : 'them'} to another room or delete ${using.length === 1 ? 'it' : 'them'} first.`,
      )
    const deleted = await queries.deleteRoom(tx, id)
    if (!deleted) throw roomNotFound()
    await record({ action: 'delete', entity: 'room', entityId: id, before: deleted })
  })
  return c.json({ message: 'Room deleted successfully.' }, 200)
}
