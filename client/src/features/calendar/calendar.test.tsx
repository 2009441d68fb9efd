import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type * as React from 'react'
import { describe, expect, it } from 'vitest'
import { eventSettingsQueryOptions } from '@/lib/conference'
import { eventIcsPath, feedLinks, googleCalendarUrl } from './calendar-links'
import { AddToCalendar } from './components/add-to-calendar'
import { SubscribeToCalendar } from './components/subscribe-to-calendar'

const conference = {
  _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
  label: 'Conference dates',
  date: '2026-03-06',
  endDate: '2026-03-08',
}

describe('calendar links', () => {
  it('subscribes to the feed with webcal:// on the page host, and downloads it over the page origin', () => {
    expect(feedLinks('https://icnari2026.example.org')).toEqual({
      webcal: 'webcal://icnari2026.example.org/api/calendar.ics',
      https: 'https://icnari2026.example.org/api/calendar.ics',
    })
    expect(feedLinks('http://127.0.0.1:4397').webcal).toBe('webcal://127.0.0.1:4397/api/calendar.ics')
  })

  it('gives Google Calendar an all-day event whose end day is exclusive', () => {
    const url = new URL(
      googleCalendarUrl(conference, 'https://icnari2026.example.org/', {
        shortName: 'ICNARI 2026',
        venue: 'NIT Patna',
      }),
    )
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('text')).toBe('ICNARI 2026: Conference dates')
    expect(url.searchParams.get('dates')).toBe('20260306/20260309')
    expect(url.searchParams.get('details')).toBe(
      'Conference dates — ICNARI 2026, NIT Patna (India time). All dates and details: https://icnari2026.example.org/',
    )
    const deadline = { label: 'Paper submission deadline', date: '2025-12-31' }
    const other = new URL(googleCalendarUrl(deadline, '/', { shortName: 'ICNARI 2031', venue: 'IIT Patna' }))
    expect(other.searchParams.get('dates')).toBe('20251231/20260101')
    expect(other.searchParams.get('text')).toBe('ICNARI 2031: Paper submission deadline')
    // Before the settings have loaded: the label alone.
    expect(new URL(googleCalendarUrl(deadline, '/')).searchParams.get('text')).toBe('Paper submission deadline')
  })
})

/** Renders with the settings' conference in the query cache, as a page has it. */
function renderWithConference(ui: React.ReactNode) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(eventSettingsQueryOptions.queryKey, {
    conference: { shortName: 'ICNARI 2031', venue: 'IIT Patna' },
  } as never)
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>)
}

describe('AddToCalendar and SubscribeToCalendar', () => {
  it("name the date in each link for screen readers and lead to the date's .ics and to Google", () => {
    renderWithConference(<AddToCalendar date={conference} />)
    expect(screen.getByRole('link', { name: 'Add Conference dates to calendar' })).toHaveAttribute(
      'href',
      eventIcsPath(conference._id),
    )
    const google = screen.getByRole('link', { name: 'Add Conference dates to Google Calendar (opens in a new tab)' })
    expect(google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/)
    expect(google).toHaveAttribute('target', '_blank')
    // The event is named by the conference of the settings.
    expect(new URL(google.getAttribute('href')!).searchParams.get('text')).toBe('ICNARI 2031: Conference dates')
  })

  it('offers the subscription on the page origin and the plain feed', () => {
    render(<SubscribeToCalendar />)
    expect(screen.getByRole('link', { name: 'Subscribe to the calendar' })).toHaveAttribute(
      'href',
      `webcal://${window.location.host}/api/calendar.ics`,
    )
    expect(screen.getByRole('link', { name: 'Download all dates (.ics)' })).toHaveAttribute(
      'href',
      `${window.location.origin}/api/calendar.ics`,
    )
  })
})
