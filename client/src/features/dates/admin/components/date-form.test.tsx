import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession, saveSession } from '@/lib/session'
import { DateForm } from './date-form'

// The admin form shell (AdminForm + useAdminForm) as organisers meet it, through one real form: what it sends,
// when it empties, what it keeps after a failure, and what its buttons say.

const props = { idPrefix: 'd', submitLabel: 'Add date', pendingLabel: 'Adding...', pending: false }

async function fillIn() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Label'), 'Camera-ready copy')
  await user.type(screen.getByLabelText('Date'), '2026-02-01')
  return user
}

describe('an admin form (the shell every admin form uses)', () => {
  afterEach(() => clearSession())

  it('sends what was typed and empties itself after an add', async () => {
    saveSession({ token: 't', photo: '', name: 'Chair' })
    const onSave = vi.fn(async () => undefined)
    render(<DateForm {...props} onSave={onSave} />)
    const user = await fillIn()
    await user.click(screen.getByRole('button', { name: 'Add date' }))
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ label: 'Camera-ready copy', date: '2026-02-01' }))
    expect(screen.getByLabelText('Label')).toHaveValue('')
  })

  it('keeps what was typed when the save fails', async () => {
    saveSession({ token: 't', photo: '', name: 'Chair' })
    render(<DateForm {...props} onSave={() => Promise.reject(new Error('refused'))} />)
    const user = await fillIn()
    await user.click(screen.getByRole('button', { name: 'Add date' }))
    expect(screen.getByLabelText('Label')).toHaveValue('Camera-ready copy')
  })

  it('sends nothing when logged out', async () => {
    const onSave = vi.fn(async () => undefined)
    render(<DateForm {...props} onSave={onSave} />)
    const user = await fillIn()
    await user.click(screen.getByRole('button', { name: 'Add date' }))
    expect(onSave).not.toHaveBeenCalled()
  })

  it('shows the schema’s message under the field and sends nothing when a required field is empty', async () => {
    saveSession({ token: 't', photo: '', name: 'Chair' })
    const onSave = vi.fn(async () => undefined)
    render(<DateForm {...props} onSave={onSave} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add date' }))
    expect(screen.getByLabelText('Label')).toHaveAttribute('aria-invalid', 'true')
    expect(onSave).not.toHaveBeenCalled()
  })

  it('when editing, keeps the saved text, offers Cancel, and says it is saving while pending', async () => {
    saveSession({ token: 't', photo: '', name: 'Chair' })
    const onCancel = vi.fn()
    const values = { label: 'Conference', date: '2026-03-06', endDate: '2026-03-08', role: '' as const }
    const { rerender } = render(
      <DateForm
        {...props}
        submitLabel="Save"
        defaultValues={values}
        onSave={async () => undefined}
        onCancel={onCancel}
      />,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByLabelText('Label')).toHaveValue('Conference')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalled()
    rerender(
      <DateForm
        {...props}
        submitLabel="Save"
        defaultValues={values}
        pending
        onSave={async () => undefined}
        onCancel={onCancel}
      />,
    )
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled()
  })
})
