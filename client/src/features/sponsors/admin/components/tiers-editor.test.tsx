import { DEFAULT_SPONSOR_TIERS } from '@common/sponsors'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { answerApiByHand, api, toast } from '@/test/mock-api'
import { renderWithRouter } from '@/test/render-with-router'
import { TiersEditor } from './tiers-editor'

answerApiByHand()
const { GET: get, PATCH: patch } = api

const answer = (data: unknown) => ({ data, response: new Response(null) })

afterEach(() => {
  get.mockReset()
  patch.mockReset()
  toast.success.mockReset()
  localStorage.clear()
})

describe('the sponsorship tiers editor', () => {
  it('saves a renamed tier and its facilities, one a line, every tier kept by its key', async () => {
    localStorage.setItem('token', 't-1')
    get.mockResolvedValue(answer({ settings: { sponsorTiers: DEFAULT_SPONSOR_TIERS } }))
    patch.mockResolvedValue(answer({ message: 'Settings saved.' }))
    const user = userEvent.setup()
    renderWithRouter(<TiersEditor />)
    const name = await screen.findByLabelText('Name of the tier (PLATINUM)')
    expect(name).toHaveValue('PLATINUM')
    await user.clear(name)
    await user.type(name, 'Diamond partner')
    const facilities = screen.getAllByLabelText('Facilities, one a line')[0]!
    await user.clear(facilities)
    await user.type(facilities, 'Exhibition stand{Enter}{Enter}  Keynote slot  ')
    await user.click(screen.getByRole('button', { name: 'Save tiers' }))

    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1))
    const sent = patch.mock.lastCall?.[1].body.sponsorTiers
    expect(sent[0]).toEqual({
      key: 'PLATINUM',
      name: 'Diamond partner',
      facilities: ['Exhibition stand', 'Keynote slot'],
    })
    // The other tiers go as they were.
    expect(sent.slice(1)).toEqual(DEFAULT_SPONSOR_TIERS.slice(1).map((t) => ({ ...t, facilities: [...t.facilities] })))
    expect(patch).toHaveBeenCalledWith('/settings', expect.anything())
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tiers saved.'))
  })
})
