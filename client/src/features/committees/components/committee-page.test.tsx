import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { writeCommitteeCache } from '../committee-cache'
import type { CommitteeMember } from '../committees'
import { CommitteePage } from './committee-page'

const member = (committee: string, name: string, role: string | null = null): CommitteeMember => ({
  _id: `id-${name}`,
  name,
  specialization: ['Power Systems', 'Drives'],
  college: 'NIT Patna',
  imageUrl: '/images/people/placeholder.webp',
  committee,
  description: 'd',
  role,
  priority: null,
  createdAt: '2026-01-01T00:00:00.000Z',
})

// A fresh one-day cache is the query's initial data, so these render without any request.
describe('CommitteePage (from the one-day cache)', () => {
  it('groups organising members under their headings in the committee order, showing Chairs', async () => {
    writeCommitteeCache('organising', [
      member('Program Chair', 'P One'),
      member('Honorary Chairs (Chairman)', 'H One'),
      member('Program Chair', 'P Two'),
    ])
    renderWithRouter(<CommitteePage kind="organising" />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Organising Committee' })).toBeInTheDocument()
    const groups = screen.getAllByTestId('committee-group')
    expect(groups.map((g) => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Chairs',
      'Program Chair',
    ])
    expect(
      within(groups[1]!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['P One', 'P Two'])
  })

  it('shows the technical members as cards with college, specializations and a role badge', async () => {
    writeCommitteeCache('technical', [member('TPC', 'T One', 'Reviewer'), member('TPC', 'T Two')])
    renderWithRouter(<CommitteePage kind="technical" />)
    const grid = await screen.findByTestId('member-grid')
    const cards = within(grid).getAllByTestId('member-card')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText('Reviewer')).toBeInTheDocument()
    expect(within(cards[0]!).getByText('NIT Patna')).toBeInTheDocument()
    expect(cards[0]).toHaveTextContent('Power Systems, Drives')
    expect(within(cards[1]!).queryByText('Reviewer')).not.toBeInTheDocument()
  })

  it('says the committee is still to be announced when the list is empty', async () => {
    writeCommitteeCache('international', [])
    renderWithRouter(<CommitteePage kind="international" />)
    expect(await screen.findByText('The members of this committee will be announced soon.')).toBeInTheDocument()
  })
})
