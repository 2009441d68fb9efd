import { NEXT_HOST } from '@common/fixtures/organiser'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { answerApiByHand, resetMockApi } from '@/test/mock-api'
import { answerSettingsWith } from '@/test/organiser'
import { renderWithRouter } from '@/test/render-with-router'
import { VenuePage } from './venue-page'

answerApiByHand()

afterEach(resetMockApi)

describe('the venue page', () => {
  it("maps the settings' organiser on OpenStreetMap", async () => {
    answerSettingsWith(NEXT_HOST)
    renderWithRouter(<VenuePage />, { path: '/about/venue-and-travels' })
    const map = await screen.findByTitle('Map of Indian Institute of Technology Example')
    expect(map).toHaveAttribute(
      'src',
      'https://www.openstreetmap.org/export/embed.html?bbox=80.2236%2C12.9859%2C80.2436%2C12.9974&layer=mapnik&marker=12.9916%2C80.2336',
    )
  })

  it('shows no map when the organiser has no map point', async () => {
    answerSettingsWith({ ...NEXT_HOST, map: null })
    renderWithRouter(<VenuePage />, { path: '/about/venue-and-travels' })
    await screen.findAllByText(/airport/i)
    expect(document.querySelector('iframe')).toBeNull()
  })
})
