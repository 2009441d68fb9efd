import { ICNARI_2026 } from '@common/fixtures/conference'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerApiByHand, api } from '@/test/mock-api'
import { renderWithRouter } from '@/test/render-with-router'
import type { AdminSettings } from '../api'
import { ConferenceSettingsForm } from './conference-settings-form'

answerApiByHand({ toasts: false })
const { PATCH: patch } = api

const CONFERENCE = { ...ICNARI_2026, tagline: 'Join us.', publicUrl: '' }
const settings = { conference: CONFERENCE } as unknown as AdminSettings

afterEach(() => {
  patch.mockReset()
  localStorage.clear()
})

describe('the Conference section of /admin/settings', () => {
  it('labels every field, and starts from the saved conference', async () => {
    renderWithRouter(<ConferenceSettingsForm settings={settings} />, { path: '/admin/settings' })
    expect(await screen.findByLabelText('Conference name')).toHaveValue(CONFERENCE.name)
    expect(screen.getByLabelText('Short name')).toHaveValue('ICNARI 2026')
    expect(screen.getByLabelText('Acronym')).toHaveValue('icnari2026')
    expect(screen.getByLabelText('Year')).toHaveValue(2026)
    expect(screen.getByLabelText('First day')).toHaveValue('2026-03-06')
    expect(screen.getByLabelText('Last day')).toHaveValue('2026-03-08')
    expect(screen.getByLabelText('Mode')).toHaveValue('hybrid')
    expect(screen.getByLabelText('Venue')).toHaveValue('NIT Patna')
    expect(screen.getByLabelText('Tagline (optional)')).toHaveValue('Join us.')
    expect(screen.getByLabelText('Public URL')).toHaveValue('')
  })

  it("checks with the API's rules before sending, then saves the whole conference", async () => {
    localStorage.setItem('token', 't-1')
    const user = userEvent.setup()
    renderWithRouter(<ConferenceSettingsForm settings={settings} />, { path: '/admin/settings' })
    await user.clear(await screen.findByLabelText('Last day'))
    await user.type(screen.getByLabelText('Last day'), '2026-03-01')
    await user.clear(screen.getByLabelText('Acronym'))
    await user.type(screen.getByLabelText('Acronym'), 'ICNARI 2027')
    await user.click(screen.getByRole('button', { name: 'Save conference' }))
    expect(
      await screen.findByText('The last day (endDate) must not be before the first day (startDate).'),
    ).toBeInTheDocument()
    expect(screen.getByText(/^Acronym must be lower-case letters and digits only/)).toBeInTheDocument()
    expect(patch).not.toHaveBeenCalled()

    patch.mockResolvedValueOnce({ data: { message: 'Settings saved.', settings }, response: new Response(null) })
    await user.clear(screen.getByLabelText('Short name'))
    await user.type(screen.getByLabelText('Short name'), 'ICNARI 2027')
    await user.clear(screen.getByLabelText('Acronym'))
    await user.type(screen.getByLabelText('Acronym'), 'icnari2027')
    await user.clear(screen.getByLabelText('Year'))
    await user.type(screen.getByLabelText('Year'), '2027')
    await user.clear(screen.getByLabelText('First day'))
    await user.type(screen.getByLabelText('First day'), '2027-03-05')
    await user.clear(screen.getByLabelText('Last day'))
    await user.type(screen.getByLabelText('Last day'), '2027-03-07')
    await user.selectOptions(screen.getByLabelText('Mode'), 'online')
    await user.type(screen.getByLabelText('Public URL'), 'https://icnari2027.example.org/')
    await user.click(screen.getByRole('button', { name: 'Save conference' }))
    await vi.waitFor(() => expect(patch).toHaveBeenCalledTimes(1))
    expect(patch).toHaveBeenCalledWith('/settings', {
      body: {
        conference: {
          ...CONFERENCE,
          shortName: 'ICNARI 2027',
          acronym: 'icnari2027',
          year: 2027,
          startDate: '2027-03-05',
          endDate: '2027-03-07',
          mode: 'online',
          publicUrl: 'https://icnari2027.example.org',
        },
      },
    })
  })
})
