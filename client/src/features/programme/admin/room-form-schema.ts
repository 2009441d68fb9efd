import { isReservedRoomName, RESERVED_ROOM_RULE, SESSION_LIMITS } from '@common/programme'
import { z } from 'zod'
import { optionalHttpUrl, requiredText } from '@/lib/admin/form-rules'

// A room: its name, seats (optional), online link (optional) and position in the grid (optional: the server
// puts a new room last).

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d+$/.test(v), `${label} must be a whole number.`)
    .refine((v) => v === '' || (Number(v) >= min && Number(v) <= max), `${label} must be from ${min} to ${max}.`)

export const roomFormSchema = z.object({
  name: requiredText('Name', SESSION_LIMITS.roomName).refine((v) => !isReservedRoomName(v), RESERVED_ROOM_RULE),
  capacity: wholeNumber('Capacity', 1, 100_000),
  onlineUrl: optionalHttpUrl('Online link'),
  position: wholeNumber('Position', 0, 10_000),
})
export type RoomFormValues = z.infer<typeof roomFormSchema>

export const EMPTY_ROOM: RoomFormValues = { name: '', capacity: '', onlineUrl: '', position: '' }

export function roomToForm(r: { name: string; capacity: number | null; onlineUrl: string | null; position: number }) {
  return {
    name: r.name,
    capacity: r.capacity === null ? '' : String(r.capacity),
    onlineUrl: r.onlineUrl ?? '',
    position: String(r.position),
  }
}

export function formToRoomInput(v: RoomFormValues) {
  return {
    name: v.name.trim(),
    capacity: v.capacity.trim() === '' ? null : Number(v.capacity),
    // '' clears it (the contract types the field as a string; the server reads '' as null).
    onlineUrl: v.onlineUrl.trim(),
    ...(v.position.trim() === '' ? {} : { position: Number(v.position) }),
  }
}
