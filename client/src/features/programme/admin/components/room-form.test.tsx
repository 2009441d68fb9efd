import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { clearSession, saveSession } from '@/lib/session'
import { RoomForm } from './room-form'

const props = { idPrefix: 'room', submitLabel: 'Add room', pendingLabel: 'Adding...', pending: false }

describe('the room form', () => {
  afterEach(() => clearSession())

  it('shows a refusal beside the field it names, the rest above the buttons, and keeps what was typed', async () => {
    saveSession({ token: 't', photo: '', name: 'Chair' })
    const refusal = new ApiError(400, {
      message: 'Please correct the room.',
      issues: [
        { path: 'name', message: 'Another room has this name.' },
        { path: 'rooms', message: 'The programme has too many rooms.' },
      ],
    })
    const onSave = vi.fn(() => Promise.reject(refusal))
    render(<RoomForm {...props} onSave={onSave} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Room name'), 'Hall 1')
    await user.click(screen.getByRole('button', { name: 'Add room' }))
    expect(await screen.findByText('Another room has this name.')).toBeInTheDocument()
    expect(screen.getByLabelText('Room name')).toHaveAccessibleDescription(/Another room has this name\./)
    expect(screen.getByText('The programme has too many rooms.')).toBeInTheDocument()
    expect(screen.getByLabelText('Room name')).toHaveValue('Hall 1')
  })

  it('empties itself after an add', async () => {
    saveSession({ token: 't', photo: '', name: 'Chair' })
    const onSave = vi.fn(async () => undefined)
    render(<RoomForm {...props} onSave={onSave} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Room name'), 'Hall 2')
    await user.click(screen.getByRole('button', { name: 'Add room' }))
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Hall 2' }))
    expect(screen.getByLabelText('Room name')).toHaveValue('')
  })
})
