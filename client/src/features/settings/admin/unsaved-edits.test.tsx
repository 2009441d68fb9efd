import { Link } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { leaveQuestion, UnsavedEditsGuard, useReportUnsaved } from './unsaved-edits'

// Issue 54 item 7: leaving the settings with an unsaved edit asks first.
function Section() {
  const {
    register,
    reset,
    getValues,
    formState: { isDirty },
  } = useForm({ defaultValues: { contactEmail: '' } })
  useReportUnsaved('Contact details', isDirty)
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        reset(getValues())
      }}
    >
      <label htmlFor="email">Contact e-mail</label>
      <input id="email" {...register('contactEmail')} />
      <button type="submit">Save contact details</button>
    </form>
  )
}

function Page() {
  return (
    <UnsavedEditsGuard>
      <Section />
      <Link to="/admin/activity">Activity</Link>
    </UnsavedEditsGuard>
  )
}

afterEach(() => vi.restoreAllMocks())

describe('UnsavedEditsGuard', () => {
  it('asks before leaving with an unsaved edit, and stays when the admin says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    const user = userEvent.setup()
    const { router } = renderWithRouter(<Page />, { path: '/admin/settings' })
    await user.type(await screen.findByLabelText('Contact e-mail'), 'chair@nitp.ac.in')
    await user.click(screen.getByRole('link', { name: 'Activity' }))
    expect(confirm).toHaveBeenCalledWith(leaveQuestion(['Contact details']))
    expect(router.state.location.pathname).toBe('/admin/settings')

    confirm.mockReturnValue(true)
    await user.click(screen.getByRole('link', { name: 'Activity' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/activity'))
  })

  it('lets the admin leave without a question once the edit is saved', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    const user = userEvent.setup()
    const { router } = renderWithRouter(<Page />, { path: '/admin/settings' })
    await user.type(await screen.findByLabelText('Contact e-mail'), 'chair@nitp.ac.in')
    await user.click(screen.getByRole('button', { name: 'Save contact details' }))
    await user.click(screen.getByRole('link', { name: 'Activity' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/activity'))
    expect(confirm).not.toHaveBeenCalled()
  })
})
