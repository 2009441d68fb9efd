import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import type { Paper } from '../api'
import { HighlightsPanel } from './highlights-panel'

const makePapers = (n: number): Paper[] =>
  Array.from({ length: n }, (_, i) => ({
    _id: `id-${i}`,
    heading: `Paper ${i + 1}`,
    authors: ['A. Kumar', 'S. Singh'],
    link: i === 0 ? 'https://example.org/p1' : null,
    content: 'Content',
    cmtId: null,
    track: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  }))

describe('HighlightsPanel', () => {
  it('says so in its box when there are no papers, and holds skeletons there while loading', async () => {
    const { unmount } = renderWithRouter(<HighlightsPanel papers={[]} loading={false} />)
    expect(await screen.findByRole('region', { name: 'Highlights' })).toHaveTextContent(
      'No papers have been highlighted yet.',
    )
    unmount()
    renderWithRouter(<HighlightsPanel papers={[]} loading />)
    expect(await screen.findByTestId('highlights-list-loading')).toBeInTheDocument()
    expect(screen.queryByText('No papers have been highlighted yet.')).not.toBeInTheDocument()
  })

  it('shows at most 15 papers with their authors, and View only where a link exists', async () => {
    renderWithRouter(<HighlightsPanel papers={makePapers(15)} loading={false} />)
    const list = await screen.findByTestId('highlights-list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(15)
    expect(within(list).getAllByText('Authors: A. Kumar, S. Singh')).toHaveLength(15)
    const view = within(list).getByRole('link', { name: 'View Paper 1' })
    expect(view).toHaveAttribute('target', '_blank')
    expect(view).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(within(list).getAllByRole('link')).toHaveLength(1)
    expect(screen.queryByRole('link', { name: 'View more' })).not.toBeInTheDocument()
  })

  it('offers View more to /allpapers only with more than 15 papers', async () => {
    renderWithRouter(<HighlightsPanel papers={makePapers(16)} loading={false} />)
    const list = await screen.findByTestId('highlights-list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(15)
    expect(screen.getByRole('link', { name: 'View more' })).toHaveAttribute('href', '/allpapers')
  })
})
