import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_BATCH } from '@/lib/use-growing-count'
import { renderWithRouter } from '@/test/render-with-router'
import { lightenSpeakersState, publicSpeakersQueryOptions, type Speaker } from '../api'
import { SpeakersPage } from './speakers-page'

const state = vi.hoisted(() => ({
  speakers: [] as unknown[],
  sessions: [] as unknown[],
  /** What the next fetch of the list waits for (and throws, if it rejects). */
  gate: Promise.resolve() as Promise<unknown>,
}))

vi.mock('../api', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api')>()
  return {
    ...original,
    publicSpeakersQueryOptions: {
      ...original.publicSpeakersQueryOptions,
      queryFn: async () => {
        await state.gate
        return state.speakers
      },
    },
    speakerSessionsQueryOptions: {
      ...original.speakerSessionsQueryOptions,
      queryKey: ['programme', 'test'],
      queryFn: async () => ({ version: 1, timeZone: 'Asia/Kolkata', rooms: [], sessions: state.sessions }),
    },
  }
})

const speaker = (name: string, specialization: string[], description: string, priority: number): Speaker => ({
  _id: `id-${name}`,
  name,
  specialization,
  imageUrl: '/images/people/placeholder.webp',
  description,
  affiliation: null,
  designation: null,
  priority,
  createdAt: '2026-01-01T00:00:00.000Z',
})

describe('SpeakersPage', () => {
  beforeEach(() => {
    state.speakers = []
    state.sessions = []
    state.gate = Promise.resolve()
  })

  it("shows a speaker's designation and affiliation, and links the card to their published sessions", async () => {
    state.speakers = [
      {
        ...speaker('Zara Khan', ['Smart Grids'], 'Grid resilience.', 0),
        designation: 'Professor',
        affiliation: 'IIT Delhi',
      },
      speaker('Amit Roy', ['Photovoltaics'], 'Solar cells.', 1),
    ]
    const session = (slug: string, title: string, ids: string[], status = 'scheduled') => ({
      slug,
      title,
      status,
      speakers: ids.map((id) => ({ _id: id, name: id, imageUrl: '' })),
    })
    state.sessions = [
      session('keynote-grids', 'Keynote: grids of 2040', ['id-Zara Khan']),
      session('cancelled-talk', 'A cancelled talk', ['id-Zara Khan'], 'cancelled'),
    ]
    renderWithRouter(<SpeakersPage />)
    const [zara, amit] = await screen.findAllByTestId('speaker-card')
    expect(zara).toHaveTextContent('Professor')
    expect(zara).toHaveTextContent('IIT Delhi')
    const link = await within(zara!).findByRole('link', { name: 'Keynote: grids of 2040' })
    expect(link).toHaveAttribute('href', '/programme/keynote-grids')
    expect(within(zara!).queryByText('A cancelled talk')).toBeNull()
    expect(within(amit!).queryByRole('link')).toBeNull()
  })

  it('filters as you type, keeps the server order, and Clear Search brings everyone back', async () => {
    state.speakers = [
      speaker('Zara Khan', ['Smart Grids'], 'Grid resilience.', 0),
      speaker('Amit Roy', ['Photovoltaics'], 'Solar cells.', 1),
      speaker('Neha Das', ['EV Batteries'], 'Battery management and SMART charging.', 2),
    ]
    const user = userEvent.setup()
    renderWithRouter(<SpeakersPage />)
    const grid = await screen.findByTestId('speaker-grid')
    expect(
      within(grid)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Zara Khan', 'Amit Roy', 'Neha Das'])

    await user.type(screen.getByLabelText('Search speakers'), 'smart')
    expect(
      within(screen.getByTestId('speaker-grid'))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Zara Khan', 'Neha Das'])

    await user.clear(screen.getByLabelText('Search speakers'))
    await user.type(screen.getByLabelText('Search speakers'), 'nobody-like-this')
    expect(screen.getByTestId('speakers-no-match')).toHaveTextContent('No speakers match “nobody-like-this”.')
    await user.click(screen.getByRole('button', { name: 'Clear Search' }))
    expect(screen.getByLabelText('Search speakers')).toHaveValue('')
    expect(within(screen.getByTestId('speaker-grid')).getAllByRole('heading')).toHaveLength(3)
  })

  it('tells "no speakers yet" apart from "no match", without a Clear Search button', async () => {
    renderWithRouter(<SpeakersPage />)
    expect(await screen.findByTestId('speakers-empty')).toHaveTextContent('No speakers have been announced yet.')
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument()
  })

  it('puts a long list on screen in batches until every speaker is there, in the server order', async () => {
    const total = FIRST_BATCH * 4 + 5
    state.speakers = Array.from({ length: total }, (_, i) => speaker(`Speaker ${i + 1}`, ['Power'], 'Talk.', i))
    renderWithRouter(<SpeakersPage />)
    const grid = await screen.findByTestId('speaker-grid')
    // The count covers everyone from the start; the cards follow a batch per frame.
    expect(screen.getByText(`${total} speakers`)).toBeInTheDocument()
    // A batch per frame: on a loaded machine frames come slowly, so wait longer than waitFor's default second.
    await waitFor(() => expect(within(grid).getAllByRole('heading')).toHaveLength(total), { timeout: 15_000 })
    expect(
      within(grid)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(Array.from({ length: total }, (_, i) => `Speaker ${i + 1}`))
  })

  it('a server-rendered page holds its first speakers: the count covers everyone, the others come with the fetch', async () => {
    const everyone = Array.from({ length: 5 }, (_, i) => speaker(`Speaker ${i + 1}`, ['Power'], `Bio ${i + 1}.`, i))
    const headings = () =>
      within(screen.getByTestId('speaker-grid'))
        .getAllByRole('heading')
        .map((h) => h.textContent)
    // The state a server render sends: the whole list, lightened to its first 2 speakers.
    const server = new QueryClient()
    server.setQueryData(publicSpeakersQueryOptions.queryKey, everyone)
    const sent = dehydrate(server)
    lightenSpeakersState(sent, 2)
    const browser = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    hydrate(browser, sent)

    // The fetch of the whole list fails at first.
    let fail: (error: Error) => void = () => {}
    state.gate = new Promise((_, reject) => (fail = reject))
    state.speakers = everyone
    renderWithRouter(<SpeakersPage />, { queryClient: browser })
    expect(await screen.findByText('5 speakers')).toBeInTheDocument()
    expect(headings()).toEqual(['Speaker 1', 'Speaker 2'])
    fail(new Error('Failed to fetch'))
    // The first cards stay, and the visitor may fetch the others again.
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to fetch speakers. Please try again.')
    expect(headings()).toEqual(['Speaker 1', 'Speaker 2'])
    expect(screen.getByText('5 speakers')).toBeInTheDocument()

    state.gate = Promise.resolve()
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }))
    await waitFor(() => expect(headings()).toEqual(everyone.map((s) => s.name)))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByText('Bio 5.')).toBeInTheDocument()
  })
})
