import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearSession, saveSession } from '@/lib/session'
import { answer, answerApiByHand, api, resetMockApi } from '@/test/mock-api'
import { renderWithRouter } from '@/test/render-with-router'
import { CarriedOverPanel } from './carried-over-panel'

answerApiByHand()
const { GET: get, POST: post } = api

const SUBMISSION = {
  field: 'settings.links.submission',
  value: 'https://cmt3.research.microsoft.com/ICNARI2026',
  names: ['icnari2026', '2026'],
  editPath: '/admin/settings#settings-links',
}
const PAGE = {
  field: 'pages.call-for-papers.intro',
  value: 'See you at ICNARI 2026.',
  names: ['ICNARI 2026', '2026'],
  editPath: '/admin/pages/call-for-papers',
}

beforeEach(() => saveSession({ token: 't', photo: '', name: 'Admin' }))
afterEach(() => {
  resetMockApi()
  clearSession()
})

describe('Check what was carried over', () => {
  it('shows nothing when nothing carried names the last edition', async () => {
    get.mockResolvedValue(answer(200, { items: [] }))
    renderWithRouter(<CarriedOverPanel />)
    await waitFor(() => expect(get).toHaveBeenCalledWith('/editions/carried-over', expect.anything()))
    expect(screen.queryByRole('heading', { name: 'Check what was carried over' })).toBeNull()
  })

  it('lists each value with a link to where it is edited, and dismisses one', async () => {
    let items = [SUBMISSION, PAGE]
    get.mockImplementation(async () => answer(200, { items }))
    post.mockImplementation(async (_path: string, { body }: { body: { field: string } }) => {
      items = items.filter((i) => i.field !== body.field)
      return answer(200, { items })
    })
    const { router } = renderWithRouter(<CarriedOverPanel />)
    const section = (await screen.findByRole('heading', { name: 'Check what was carried over' })).closest('section')!
    const rows = within(section).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Links › submission'),
      expect.stringContaining('Page call-for-papers › intro'),
    ])
    expect(rows[0]).toHaveTextContent('“https://cmt3.research.microsoft.com/ICNARI2026” names icnari2026, 2026')
    expect(within(section).getByRole('link', { name: 'Edit Links › submission' })).toHaveAttribute(
      'href',
      '/admin/settings#settings-links',
    )
    expect(within(section).getByRole('link', { name: 'Edit Page call-for-papers › intro' })).toHaveAttribute(
      'href',
      '/admin/pages/call-for-papers',
    )

    await userEvent.click(within(section).getByRole('button', { name: 'Dismiss Links › submission' }))
    expect(post).toHaveBeenCalledWith('/editions/carried-over/dismiss', {
      body: { field: 'settings.links.submission' },
    })
    await waitFor(() => expect(within(section).queryByRole('link', { name: 'Edit Links › submission' })).toBeNull())
    expect(within(section).getAllByRole('listitem')).toHaveLength(1)

    await userEvent.click(within(section).getByRole('button', { name: 'Dismiss Page call-for-papers › intro' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Check what was carried over' })).toBeNull())
    expect(router.state.location.pathname).toBe('/')
  })
})
