import { DEFAULT_ORGANISER } from '@common/organiser'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerApiByHand, api } from '@/test/mock-api'
import { renderWithRouter } from '@/test/render-with-router'
import type { AdminSettings } from '../api'
import { OrganiserSettingsForm } from './organiser-settings-form'

answerApiByHand({ toasts: false })
const { PATCH: patch } = api

const settings = { organiser: DEFAULT_ORGANISER } as unknown as AdminSettings

afterEach(() => {
  patch.mockReset()
  localStorage.clear()
})

describe('the Organiser and address section of /admin/settings', () => {
  it('labels every field and starts from the saved organiser', async () => {
    renderWithRouter(<OrganiserSettingsForm settings={settings} />, { path: '/admin/settings' })
    expect(await screen.findByLabelText('Department')).toHaveValue('Department of Electrical Engineering')
    expect(screen.getByLabelText('Institute (short name)')).toHaveValue('NIT Patna')
    expect(screen.getByLabelText('Institute (full name)')).toHaveValue('National Institute of Technology Patna')
    expect(screen.getByLabelText('Series name')).toHaveValue('ICNARI')
    expect(screen.getByLabelText('Address lines')).toHaveValue(DEFAULT_ORGANISER.address.lines.join('\n'))
    expect(screen.getByLabelText('City')).toHaveValue('Patna')
    expect(screen.getByLabelText('Postal code (optional)')).toHaveValue('800005')
    expect(screen.getByLabelText('Map latitude')).toHaveValue('25.6207')
    expect(screen.getByLabelText('Map longitude')).toHaveValue('85.1725')
    expect(screen.getByText('Department of Electrical Engineering, NIT Patna')).toBeInTheDocument()
  })

  it('checks the map point before sending, then saves the organiser whole (no point: no map)', async () => {
    localStorage.setItem('token', 't-1')
    const user = userEvent.setup()
    renderWithRouter(<OrganiserSettingsForm settings={settings} />, { path: '/admin/settings' })
    await user.clear(await screen.findByLabelText('Map longitude'))
    await user.click(screen.getByRole('button', { name: 'Save organiser and address' }))
    expect(
      await screen.findByText('Give both the latitude and the longitude, or neither (no map).'),
    ).toBeInTheDocument()
    expect(patch).not.toHaveBeenCalled()

    patch.mockResolvedValueOnce({ data: { message: 'Settings saved.', settings }, response: new Response(null) })
    await user.clear(screen.getByLabelText('Map latitude'))
    await user.clear(screen.getByLabelText('Department'))
    await user.type(screen.getByLabelText('Department'), 'School of Computing')
    await user.clear(screen.getByLabelText('Address lines'))
    await user.type(screen.getByLabelText('Address lines'), 'School of Computing{enter}{enter}  Main Road  ')
    await user.click(screen.getByRole('button', { name: 'Save organiser and address' }))
    await vi.waitFor(() => expect(patch).toHaveBeenCalledTimes(1))
    expect(patch).toHaveBeenCalledWith('/settings', {
      body: {
        organiser: {
          ...DEFAULT_ORGANISER,
          department: 'School of Computing',
          address: { ...DEFAULT_ORGANISER.address, lines: ['School of Computing', 'Main Road'] },
          map: null,
        },
      },
    })
  })
})
