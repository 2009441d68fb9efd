import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { DeleteItemButton } from '@/components/admin/delete-item-button'
import { Button } from '@/components/ui/button'
import { messageOf } from '@/lib/api-errors'
import { type Room, roomsQueryOptions, useAddRoom, useDeleteRoom, useUpdateRoom } from '../api'
import { formToRoomInput, roomToForm } from '../room-form-schema'
import { RoomForm } from './room-form'

/** The rooms, in grid order, each editable and deletable, and the form to add one. */
export function RoomsPanel() {
  const rooms = useQuery(roomsQueryOptions)
  const addRoom = useAddRoom()
  return (
    <section aria-labelledby="rooms-heading" className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div>
        <h2 id="rooms-heading" className="mb-4 text-2xl font-semibold">
          Rooms
        </h2>
        {rooms.isPending ? (
          <p role="status">Loading rooms...</p>
        ) : rooms.isError ? (
          <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            <p>{messageOf(rooms.error, 'Failed to fetch the rooms. Please try again.')}</p>
            <Button variant="outline" className="mt-3" onClick={() => void rooms.refetch()}>
              Try again
            </Button>
          </div>
        ) : rooms.data.length === 0 ? (
          <p className="text-slate-600">No rooms yet. A session can still be in every room (a plenary) or online.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Rooms">
            {rooms.data.map((r) => (
              <RoomItem key={r._id} room={r} />
            ))}
          </ul>
        )}
      </div>
      <div className="rounded-xl border border-slate-200 p-5 shadow-sm">
        <h3 className="mb-4 text-lg font-semibold">Add a room</h3>
        <RoomForm
          idPrefix="new-room"
          submitLabel="Add room"
          pendingLabel="Adding..."
          pending={addRoom.isPending}
          onSave={(v) => addRoom.mutateAsync(formToRoomInput(v))}
        />
      </div>
    </section>
  )
}

function RoomItem({ room }: { room: Room }) {
  const [editing, setEditing] = useState(false)
  const updateRoom = useUpdateRoom()
  const deleteRoom = useDeleteRoom()
  // A refused delete (409: sessions still use it) stays in view beside the room, naming them.
  const refused = deleteRoom.isError ? messageOf(deleteRoom.error, 'Failed to delete the room.') : null
  return (
    <li className="rounded-xl border border-slate-200 p-4 shadow-sm [overflow-wrap:anywhere]" data-testid="admin-room">
      <h3 className="text-lg font-semibold">{room.name}</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
        <dt>Capacity</dt>
        <dd>{room.capacity === null ? 'Not given' : `${room.capacity} seats`}</dd>
        <dt>Position</dt>
        <dd>{room.position}</dd>
        <dt>Online link</dt>
        <dd>{room.onlineUrl ?? 'None'}</dd>
      </dl>
      {refused ? (
        <p role="alert" className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-800">
          {refused}
        </p>
      ) : null}
      {editing ? (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <RoomForm
            idPrefix={`room-${room._id}`}
            defaultValues={roomToForm(room)}
            submitLabel={`Save room ${room.name}`}
            pendingLabel="Saving..."
            pending={updateRoom.isPending}
            onSave={(v) =>
              updateRoom.mutateAsync({ id: room._id, body: formToRoomInput(v) }).then(() => setEditing(false))
            }
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit room {room.name}
          </Button>
          <DeleteItemButton
            itemName={`room ${room.name}`}
            title={`Delete the room “${room.name}”?`}
            description="Only a room no session uses can be deleted. Visitors keep seeing it until the next version is published."
            deleting={deleteRoom.isPending}
            onConfirm={() => deleteRoom.mutate(room._id)}
          />
        </div>
      )}
    </li>
  )
}
