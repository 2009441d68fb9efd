import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import type { RecentUpdate } from '../api'
import { matchesUpdate } from '../api'
import { RecentUpdatesPanel } from './recent-updates-panel'

const makeUpdates = (n: number): RecentUpdate[] =>
  Array.from({ length: n }, (_, i) => ({
    _id: `id-${i}`,
    title: `Update ${i + 1}`,
    description: `About update ${i + 1}`,
    link: i === 1 ? 'https://example.org/u2' : null,
    eventDate: '2026-02-16T04:30:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
  }))

describe('RecentUpdatesPanel', () => {
  it('has the heading, an empty list and says so in the box with no updates', async () => {
    renderWithRouter(<RecentUpdatesPanel updates={[]} loading={false} />)
    expect(await screen.findByRole('heading', { name: 'Recent Updates' })).toBeInTheDocument()
    expect(within(screen.getByTestId('updates-list')).queryAllByRole('listitem')).toHaveLength(0)
    expect(screen.getByRole('region', { name: 'Recent Updates' })).toHaveTextContent('No updates have been posted yet.')
    expect(screen.queryByRole('link', { name: 'View more' })).not.toBeInTheDocument()
  })

  it('holds skeleton rows in the box while loading, and no empty message', async () => {
    renderWithRouter(<RecentUpdatesPanel updates={[]} loading />)
    expect(await screen.findByTestId('updates-list-loading')).toBeInTheDocument()
    expect(screen.queryByText('No updates have been posted yet.')).not.toBeInTheDocument()
  })

  it('shows each event date in India time', async () => {
    renderWithRouter(<RecentUpdatesPanel updates={makeUpdates(1)} loading={false} />)
    // 04:30 UTC is 10:00 in India.
    const date = await screen.findByText('16 Feb 2026, 10:00 IST')
    expect(date).toHaveAttribute('datetime', '2026-02-16T04:30:00.000Z')
  })

  it('shows 15 updates with title and description, and View only where a link exists', async () => {
    renderWithRouter(<RecentUpdatesPanel updates={makeUpdates(15)} loading={false} />)
    const list = await screen.findByTestId('updates-list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(15)
    expect(within(list).getByText('About update 15')).toBeInTheDocument()
    const view = within(list).getByRole('link', { name: 'View Update 2' })
    expect(view).toHaveAttribute('href', 'https://example.org/u2')
    expect(view).toHaveAttribute('target', '_blank')
    expect(view).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(within(list).getAllByRole('link')).toHaveLength(1)
    expect(screen.queryByRole('link', { name: 'View more' })).not.toBeInTheDocument()
  })

  it('offers View more to /allupdates only beyond 15 updates, still showing 15', async () => {
    renderWithRouter(<RecentUpdatesPanel updates={makeUpdates(16)} loading={false} />)
    const list = await screen.findByTestId('updates-list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(15)
    expect(within(list).queryByText('Update 16')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View more' })).toHaveAttribute('href', '/allupdates')
  })
})

describe('matchesUpdate', () => {
  const [u] = makeUpdates(1)
  it('matches title and description case-insensitively; an empty query matches everything', () => {
    expect(matchesUpdate(u!, 'UPDATE 1')).toBe(true)
    expect(matchesUpdate(u!, 'about update')).toBe(true)
    expect(matchesUpdate(u!, '  ')).toBe(true)
    expect(matchesUpdate(u!, 'nothing like it')).toBe(false)
  })
})
