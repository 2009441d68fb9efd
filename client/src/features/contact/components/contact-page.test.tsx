import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { ContactPage } from './contact-page'

// Issue 54 item 4: no placeholder goes public — what the organisers have not set is not shown at all.
describe('ContactPage details', () => {
  it('shows the e-mail and every phone that is set, as links', async () => {
    renderWithRouter(<ContactPage details={{ email: 'icnari@nitp.ac.in', phones: ['+91 612 237 1715'] }} />)
    expect(await screen.findByRole('link', { name: 'icnari@nitp.ac.in' })).toHaveAttribute(
      'href',
      'mailto:icnari@nitp.ac.in',
    )
    expect(screen.getByRole('link', { name: '+91 612 237 1715' })).toHaveAttribute('href', 'tel:+916122371715')
  })

  it('hides the e-mail block and the phone block when they are empty: no empty mailto:, no empty list', async () => {
    const { container } = renderWithRouter(<ContactPage details={{ email: '', phones: [] }} />)
    await screen.findByText('Send us a message')
    const details = within(container.querySelector('dl')!)
    expect(details.queryByText('Email')).toBeNull()
    expect(details.queryByText('Phone')).toBeNull()
    expect(container.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull()
    // The address stays.
    expect(details.getByText('Location')).toBeInTheDocument()
  })
})
