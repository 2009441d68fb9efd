import { ICNARI_2026 } from '@common/fixtures/conference'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { answer, answerApiByHand, api, resetMockApi, toast } from '@/test/mock-api'
import { renderWithRouter } from '@/test/render-with-router'
import { NextEditionPage } from './next-edition-page'

answerApiByHand()
const { GET: get, POST: post } = api

const CONFERENCE = { ...ICNARI_2026, publicUrl: 'http://icnari2026.localhost:4301' }

const PLAN = {
  message: 'Starting ICNARI 2027 would archive ICNARI 2026 at icnari2026.localhost … Nothing was written.',
  from: { shortName: 'ICNARI 2026', startDate: '2026-03-06', endDate: '2026-03-08', host: 'icnari2026.localhost' },
  to: { shortName: 'ICNARI 2027', startDate: '2027-03-06', endDate: '2027-03-08', host: 'icnari2027.localhost' },
  shiftDays: 365,
  carried: { settings: 1, admins: 1, committeeMembers: 4, hotels: 2, fees: 6, rooms: 0 },
  shifted: { importantDates: 5 },
  emptied: { papers: 3, speakers: 2, announcements: 0, recentUpdates: 1, galleryPhotos: 0, contactMessages: 0 },
  leftovers: [],
  dates: [],
  linksEmptied: ['submission', 'brochure', 'templateWord', 'templateLatex'],
}

function serve(editions: unknown[] = []) {
  get.mockImplementation(async (path: string) =>
    path === '/settings'
      ? answer(200, { settings: { conference: CONFERENCE } })
      : answer(200, { editions, toReview: editions.length ? ['fees', 'hotels'] : [] }),
  )
}

afterEach(() => {
  resetMockApi()
})

describe('NextEditionPage', () => {
  it('prefills the next year, previews the dry run, and starts the edition once confirmed', async () => {
    localStorage.setItem('token', 't-1')
    serve()
    renderWithRouter(<NextEditionPage />, { path: '/admin/edition' })
    const user = userEvent.setup()

    expect(await screen.findByLabelText('Short name')).toHaveValue('ICNARI 2027')
    expect(screen.getByLabelText('Conference name')).toHaveValue(CONFERENCE.name)
    expect(screen.getByLabelText('Acronym')).toHaveValue('icnari2027')
    expect(screen.getByLabelText('Year')).toHaveValue(2027)
    expect(screen.getByLabelText('First day')).toHaveValue('2027-03-06')
    expect(screen.getByLabelText('Last day')).toHaveValue('2027-03-08')
    expect(screen.getByLabelText('Public URL')).toHaveValue('http://icnari2027.localhost:4301')
    expect(screen.queryByRole('button', { name: /^Start/ })).toBeNull()

    post.mockResolvedValueOnce(answer(200, PLAN))
    await user.click(screen.getByRole('button', { name: 'Preview the changes' }))
    expect(await screen.findByRole('heading', { name: 'What starting ICNARI 2027 does' })).toBeInTheDocument()
    const body = {
      name: CONFERENCE.name,
      shortName: 'ICNARI 2027',
      acronym: 'icnari2027',
      year: 2027,
      startDate: '2027-03-06',
      endDate: '2027-03-08',
      publicUrl: 'http://icnari2027.localhost:4301',
    }
    expect(post).toHaveBeenLastCalledWith('/editions/next', { body: { ...body, dryRun: true } })
    expect(screen.getByRole('table', { name: 'What ICNARI 2027 starts without' })).toHaveTextContent('Papers3')
    expect(screen.getByRole('heading', { name: 'Shifted by 365 days (5)' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Start ICNARI 2027' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Start ICNARI 2027?' })
    expect(dialog).toHaveTextContent(
      'This archives ICNARI 2026 at icnari2026.localhost and empties papers (3), speakers (2) and recent updates (1)',
    )
    expect(post).toHaveBeenCalledTimes(1)

    const started = {
      ...PLAN,
      message: 'ICNARI 2027 has started. ICNARI 2026 is archived at icnari2026.localhost.',
      backup: 'icnari-2027-03-20T10-00-00Z.tar.gz',
      archive: { host: 'icnari2026.localhost', pages: 39, files: 102 },
    }
    post.mockResolvedValueOnce(answer(201, started))
    serve([
      {
        _id: 'e1',
        shortName: 'ICNARI 2026',
        name: CONFERENCE.name,
        year: 2026,
        startDate: '2026-03-06',
        endDate: '2026-03-08',
        archiveUrl: 'http://icnari2026.localhost:4301/',
        pages: 39,
        endedAt: '2027-03-20T10:00:00.000Z',
      },
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Start ICNARI 2027' }))
    const result = await screen.findByTestId('edition-started')
    expect(post).toHaveBeenLastCalledWith('/editions/next', { body: { ...body, keepLinks: false } })
    expect(toast.success).toHaveBeenCalledWith(started.message)
    expect(result).toHaveTextContent('icnari-2027-03-20T10-00-00Z.tar.gz')
    expect(result).toHaveTextContent('icnari2026.localhost: 39 pages, 102 files')
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Open the ICNARI 2026 archive' })).toHaveAttribute(
        'href',
        'http://icnari2026.localhost:4301/',
      ),
    )
  })

  it("shows the server's 400 issues beside their fields and a 409 above the buttons", async () => {
    localStorage.setItem('token', 't-1')
    serve()
    renderWithRouter(<NextEditionPage />, { path: '/admin/edition' })
    const user = userEvent.setup()
    await screen.findByLabelText('Short name')

    const startDay = "The first day must come after the current edition's last day (2026-03-08)."
    post.mockResolvedValueOnce(answer(400, { message: startDay, issues: [{ path: 'startDate', message: startDay }] }))
    await user.click(screen.getByRole('button', { name: 'Preview the changes' }))
    const field = screen.getByLabelText('First day')
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(field).toHaveAccessibleDescription(startDay)
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: /^Start/ })).toBeNull()

    const busy = 'The next edition is being started already: wait for that to finish.'
    post.mockResolvedValueOnce(answer(409, { message: busy }))
    await user.click(screen.getByRole('button', { name: 'Preview the changes' }))
    expect(await screen.findByText(busy)).toHaveAttribute('role', 'alert')
    expect(field).not.toHaveAttribute('aria-invalid')
  })

  it('checks the fields before sending anything', async () => {
    localStorage.setItem('token', 't-1')
    serve()
    renderWithRouter(<NextEditionPage />, { path: '/admin/edition' })
    const user = userEvent.setup()
    const url = await screen.findByLabelText('Public URL')
    await user.clear(url)
    await user.type(url, 'http://icnari2027.example.org')
    await user.click(screen.getByRole('button', { name: 'Preview the changes' }))
    expect(await screen.findByText(/The public URL must be https:\/\/host/)).toBeInTheDocument()
    expect(post).not.toHaveBeenCalled()
  })
})
