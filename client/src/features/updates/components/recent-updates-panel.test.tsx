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
  it('has the heading and an empty list with no updates', async () => {
    renderWithRouter(<RecentUpdatesPanel updates={[]} />)
    expect(await screen.findByRole('heading', { name: 'Recent Updates' })).toBeInTheDocument()
    expect(within(screen.getByTestId('updates-list')).queryAllByRole('listitem')).toHaveLength(0)
    expect(screen.queryByRole('link', { name: 'View more' })).not.toBeInTheDocument()
  })

  it('shows 15 updates with title and description, and View only where a link exists', async () => {
    renderWithRouter(<RecentUpdatesPanel updates={makeUpdates(15)} />)
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
    renderWithRouter(<RecentUpdatesPanel updates={makeUpdates(16)} />)
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
