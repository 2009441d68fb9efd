import { z } from '@hono/zod-openapi'
import { isReservedRoomName, RESERVED_ROOM_RULE, SESSION_LIMITS } from '../../../../common/programme'
import { optionalHttpUrl, requiredText } from '../../api/fields'

// ---- Rooms ----

const roomName = requiredText('Name', SESSION_LIMITS.roomName)
  .refine((name) => !isReservedRoomName(name), RESERVED_ROOM_RULE)
  .openapi({ example: 'Seminar Hall 1' })
const capacity = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .number({ error: 'Capacity must be a whole number of seats.' })
    .int('Capacity must be a whole number of seats.')
    .min(1, 'Capacity must be at least 1.')
    .max(100_000, 'Capacity must be at most 100000.')
    .nullable()
    .optional()
    .openapi({ description: 'Seats; null when not known.', example: 120 }),
)
const position = z
  .number({ error: 'Position must be a whole number.' })
  .int('Position must be a whole number.')
  .min(0, 'Position must be 0 or more.')
  .max(10_000, 'Position must be at most 10000.')
  .openapi({ description: 'Column order in the grid (then the name).', example: 1 })

/** A link that may be cleared: null or '' mean "none". */
export const nullableLink = (label: string) =>
  z
    .preprocess((v) => (v === '' ? null : v), optionalHttpUrl(label).nullable())
    .openapi({
      type: ['string', 'null'],
      format: 'uri',
      description: `${label}: an absolute http(s) URL, or null for none.`,
      example: 'https://meet.example.org/hall-1',
    })

export const RoomInput = z
  .object({
    name: roomName,
    capacity,
    onlineUrl: nullableLink('Online link').optional(),
    position: position.optional(),
  })
  .openapi('RoomInput', {
    example: { name: 'Seminar Hall 1', capacity: 120, onlineUrl: 'https://meet.example.org/hall-1' },
  })

export const RoomUpdate = RoomInput.partial().openapi('RoomUpdate', {
  description: 'Any of the fields; those left out are kept.',
  example: { capacity: 150 },
})

export const Room = z
  .object({
    _id: z.string().uuid(),
    name: z.string(),
    capacity: z.number().int().nullable(),
    onlineUrl: z.string().nullable(),
    position: z.number().int(),
  })
  .openapi('Room', {
    example: {
      _id: '5b0c2a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
      name: 'Seminar Hall 1',
      capacity: 120,
      onlineUrl: 'https://meet.example.org/hall-1',
      position: 1,
    },
  })

export const RoomList = z.object({ rooms: z.array(Room) }).openapi('RoomList')
export const RoomSaved = z.object({ message: z.string(), room: Room }).openapi('RoomSaved')
