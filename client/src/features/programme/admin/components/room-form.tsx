import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { type ItemFormProps, useItemForm } from '@/lib/admin/use-item-form'
import { EMPTY_ROOM, type RoomFormValues, roomFormSchema } from '../room-form-schema'
import { applyIssues } from './apply-issues'

const ROOM_FIELDS = ['name', 'capacity', 'onlineUrl', 'position']

/** Add a room or edit one (see `ItemFormProps`); the server's refusals stand beside the fields they name. */
export function RoomForm({ onSave, ...props }: ItemFormProps<RoomFormValues>) {
  const [formError, setFormError] = useState<string>()
  const save = (values: RoomFormValues) => {
    setFormError(undefined)
    return onSave(values)
  }
  const { register, errors, setError, id, formProps } = useItemForm(
    { ...props, onSave: save },
    zodResolver(roomFormSchema),
    EMPTY_ROOM,
    (error) => {
      const rest = applyIssues(error, setError, (p) => (ROOM_FIELDS.includes(p) ? p : undefined))
      if (rest.length) setFormError(rest.join(' '))
    },
  )
  return (
    <AdminForm {...formProps} error={formError}>
      <FormField id={id('name')} label="Room name" error={errors.name?.message}>
        <Input placeholder="Seminar Hall 1" {...fieldProps(id('name'), errors.name?.message)} {...register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('capacity')} label="Capacity (seats, optional)" error={errors.capacity?.message}>
          <Input
            inputMode="numeric"
            {...fieldProps(id('capacity'), errors.capacity?.message)}
            {...register('capacity')}
          />
        </FormField>
        <FormField
          id={id('position')}
          label="Position (optional)"
          error={errors.position?.message}
          hint="Column order in the grid; empty puts a new room last."
        >
          <Input
            inputMode="numeric"
            {...fieldProps(id('position'), errors.position?.message)}
            {...register('position')}
          />
        </FormField>
      </div>
      <FormField
        id={id('online-url')}
        label="Online link (optional)"
        error={errors.onlineUrl?.message}
        hint="Used by the room's sessions that have no link of their own."
      >
        <Input
          type="url"
          placeholder="https://meet.example.org/hall-1"
          {...fieldProps(id('online-url'), errors.onlineUrl?.message)}
          {...register('onlineUrl')}
        />
      </FormField>
    </AdminForm>
  )
}
