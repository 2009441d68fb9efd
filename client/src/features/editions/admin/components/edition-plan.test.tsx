import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { NextEditionPlan } from '../api'
import { EditionPlan, emptiedSummary, wordsFor } from './edition-plan'

const PLAN: NextEditionPlan = {
  message: 'Starting ICNARI 2027 would archive ICNARI 2026 at icnari2026.example.org, …',
  from: { shortName: 'ICNARI 2026', startDate: '2026-03-06', endDate: '2026-03-08', host: 'icnari2026.example.org' },
  to: { shortName: 'ICNARI 2027', startDate: '2027-03-05', endDate: '2027-03-07', host: 'icnari2027.example.org' },
  shiftDays: 364,
  carried: { settings: 1, admins: 2, committeeMembers: 48, hotels: 3, fees: 6, rooms: 0 },
  shifted: { importantDates: 7 },
  emptied: {
    papers: 120,
    speakers: 14,
    announcements: 6,
    recentUpdates: 9,
    galleryPhotos: 40,
    contactMessages: 31,
    sessions: 0,
    versions: 0,
  },
  leftovers: [
    {
      path: 'settings.links.submission',
      value: 'https://cmt3.research.microsoft.com/ICNARI2026',
      names: ['icnari2026', '2026'],
    },
  ],
  dates: [
    { label: 'Paper submission deadline', from: '2025-11-28', date: '2026-11-27', endDate: null, beforeSwitch: true },
    { label: 'Conference dates', from: '2026-03-06', date: '2027-03-05', endDate: '2027-03-07', beforeSwitch: false },
  ],
  linksEmptied: ['submission', 'brochure', 'templateWord', 'templateLatex'],
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => r.textContent)

describe('EditionPlan', () => {
  it('lists the carried texts naming the old edition and the new days, flagging a day before the switch', () => {
    render(<EditionPlan plan={PLAN} />)
    expect(screen.getByTestId('plan-leftovers').textContent).toContain(
      'settings.links.submission: https://cmt3.research.microsoft.com/ICNARI2026 (names icnari2026, 2026)',
    )
    const dates = screen.getByTestId('plan-dates')
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Paper submission deadline: 27 November 2026Before today: set it again after the switch',
      'Conference dates: 5–7 March 2027',
    ])
  })

  it('shows the editions that end and begin, and every count carried, shifted and emptied in its own table', () => {
    render(<EditionPlan plan={PLAN} />)
    expect(screen.getByText('Ends and is archived').nextElementSibling).toHaveTextContent(
      'ICNARI 2026, 6–8 March 2026: read-only at icnari2026.example.org',
    )
    expect(screen.getByText('Begins').nextElementSibling).toHaveTextContent(
      'ICNARI 2027, 5–7 March 2027: at icnari2027.example.org',
    )

    expect(screen.getByRole('heading', { name: 'Carried over (60)' })).toBeInTheDocument()
    expect(rowsOf(screen.getByRole('table', { name: 'What ICNARI 2027 keeps from ICNARI 2026' }))).toEqual([
      'WhatCount',
      'Event settings (with the new name, year, days and public URL)1',
      'Admins2',
      'Committee members, with their photos48',
      'Hotels (check them before registration opens)3',
      'Registration fees (check them before registration opens)6',
      'Rooms0',
    ])

    expect(screen.getByRole('heading', { name: 'Shifted by 364 days (7)' })).toBeInTheDocument()
    expect(screen.getByText(/Moved 364 days later/)).toBeInTheDocument()
    expect(rowsOf(screen.getByRole('table', { name: 'What moves by 364 days' }))).toEqual([
      'WhatCount',
      'Important dates7',
    ])

    expect(screen.getByRole('heading', { name: 'Emptied (220)' })).toBeInTheDocument()
    expect(screen.getByText(/kept in the backup and in the archive of ICNARI 2026/)).toBeInTheDocument()
    expect(rowsOf(screen.getByRole('table', { name: 'What ICNARI 2027 starts without' }))).toEqual([
      'WhatCount',
      'Papers120',
      'Speakers14',
      'Announcements (the scrolling banner)6',
      'Recent updates9',
      'Gallery photos40',
      'Contact messages31',
      'Programme sessions0',
      'Programme versions0',
    ])
    // Each row is named by its first cell, so a screen reader reads "Papers, 120".
    expect(screen.getByRole('rowheader', { name: 'Papers' })).toBeInTheDocument()
  })

  it('says an earlier edition moves the dates earlier, one day in the singular', () => {
    render(<EditionPlan plan={{ ...PLAN, shiftDays: -1 }} />)
    expect(screen.getByRole('heading', { name: 'Shifted by -1 day (7)' })).toBeInTheDocument()
    expect(screen.getByText(/Moved 1 day earlier/)).toBeInTheDocument()
  })
})

describe('wordsFor and emptiedSummary', () => {
  it('spells out keys the server adds later, and lists only what is emptied for the confirmation', () => {
    expect(wordsFor('sponsorLogos')).toBe('Sponsor logos')
    expect(emptiedSummary(PLAN.emptied)).toBe(
      'papers (120), speakers (14), announcements (6), recent updates (9), gallery photos (40) and contact messages (31)',
    )
    expect(emptiedSummary({ papers: 2, sessions: 0 })).toBe('papers (2)')
    expect(emptiedSummary({ papers: 0 })).toBe('nothing (there is nothing to empty)')
  })
})
