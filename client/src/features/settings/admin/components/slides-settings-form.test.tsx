import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { answerApiByHand, api, toast } from '@/test/mock-api'
import { renderWithRouter } from '@/test/render-with-router'
import type { AdminSettings } from '../api'
import { LogoSettingsForm, SlidesSettingsForm } from './slides-settings-form'

answerApiByHand()
const { PATCH: patch, POST: post } = api

const UPLOADED = 'https://icnari.example.org/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp'
const slide = (n: number) => ({ imageUrl: `/images/carousel/slide-${n}.svg`, alt: `Slide ${n} picture` })
const settingsWith = (slides: { imageUrl: string; alt: string }[]) =>
  ({ slides, logoUrl: '/logo.svg' }) as unknown as AdminSettings
const saved = { data: { message: 'Settings saved.' }, response: new Response(null) }
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'slide.png', { type: 'image/png' })
/** The slides of the last save, by their alt texts. */
const lastSaved = () =>
  (patch.mock.lastCall![1] as { body: { slides: { alt: string }[] } }).body.slides.map((s) => s.alt)

beforeEach(() => {
  localStorage.setItem('token', 't-1')
  patch.mockResolvedValue(saved)
  post.mockResolvedValue({ data: { result: UPLOADED }, response: new Response(null) })
})
afterEach(() => {
  patch.mockReset()
  post.mockReset()
  toast.error.mockReset()
  toast.success.mockReset()
  localStorage.clear()
})

describe('the Home carousel section of /admin/settings', () => {
  it('a new slide needs its alt text: nothing is uploaded or saved without it', async () => {
    const user = userEvent.setup()
    renderWithRouter(<SlidesSettingsForm settings={settingsWith([slide(1)])} />)
    const add = within(await screen.findByRole('group', { name: 'Add a slide' }))
    await user.upload(add.getByLabelText('Image'), png())
    await user.click(add.getByRole('button', { name: 'Add slide' }))
    expect(toast.error).toHaveBeenCalledWith('Alt text is required: say what the picture shows.')
    expect(post).not.toHaveBeenCalled()
    expect(patch).not.toHaveBeenCalled()

    await user.type(add.getByLabelText('Alt text (required)'), 'The main hall of NIT Patna')
    await user.click(add.getByRole('button', { name: 'Add slide' }))
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1))
    expect(post).toHaveBeenCalledWith('/user/image', expect.anything())
    expect(patch.mock.lastCall?.[1].body.slides).toEqual([
      slide(1),
      { imageUrl: UPLOADED, alt: 'The main hall of NIT Patna' },
    ])
    expect(await screen.findAllByTestId('admin-slide')).toHaveLength(2)
  })

  it('keeps 1 to 10 slides: the last one cannot be removed, and with 10 no other can be added', async () => {
    const { unmount } = renderWithRouter(<SlidesSettingsForm settings={settingsWith([slide(1)])} />)
    expect(await screen.findByRole('button', { name: 'Remove slide 1' })).toBeDisabled()
    unmount()

    const ten = Array.from({ length: 10 }, (_, i) => slide(i + 1))
    renderWithRouter(<SlidesSettingsForm settings={settingsWith(ten)} />)
    expect(await screen.findAllByTestId('admin-slide')).toHaveLength(10)
    expect(screen.queryByRole('group', { name: 'Add a slide' })).toBeNull()
    expect(screen.getByText('The carousel has its 10 slides: remove one to add another.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Remove slide 3' }))
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1))
    expect(lastSaved()).not.toContain('Slide 3 picture')
    expect(lastSaved()).toHaveLength(9)
    expect(await screen.findByRole('group', { name: 'Add a slide' })).toBeInTheDocument()
  })

  it('reorders with Move up / Move down, saved at once', async () => {
    const user = userEvent.setup()
    renderWithRouter(<SlidesSettingsForm settings={settingsWith([slide(1), slide(2), slide(3)])} />)
    expect(await screen.findByRole('button', { name: 'Move up: slide 1' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Move down: slide 1' }))
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1))
    expect(lastSaved()).toEqual(['Slide 2 picture', 'Slide 1 picture', 'Slide 3 picture'])
    const alts = screen.getAllByLabelText('Alt text (required)').slice(0, 3)
    expect(alts.map((input) => (input as HTMLInputElement).value)).toEqual([
      'Slide 2 picture',
      'Slide 1 picture',
      'Slide 3 picture',
    ])
  })
})

describe('the Site logo section of /admin/settings', () => {
  it('has a labelled file field; the chosen logo is uploaded, then saved as the site logo', async () => {
    const user = userEvent.setup()
    renderWithRouter(<LogoSettingsForm settings={settingsWith([slide(1)])} />)
    expect(await screen.findByRole('img', { name: 'The current site logo' })).toHaveAttribute('src', '/logo.svg')
    await user.click(screen.getByRole('button', { name: 'Upload logo' }))
    expect(toast.error).toHaveBeenCalledWith('Please choose the logo image.')
    expect(post).not.toHaveBeenCalled()

    const field = screen.getByLabelText('New logo (square image)')
    expect(field).toHaveAttribute('type', 'file')
    await user.upload(field, png())
    await user.click(screen.getByRole('button', { name: 'Upload logo' }))
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/settings', { body: { logoUrl: UPLOADED } }))
  })
})
