import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { RouteAnchor } from './route-anchor'

describe('RouteAnchor', () => {
  it('is a real link to its path, marked as the current page only when active', async () => {
    renderWithRouter(
      <>
        <RouteAnchor to="/about/venue" active>
          Venue
        </RouteAnchor>
        <RouteAnchor to="/contact">Contact</RouteAnchor>
      </>,
    )
    const venue = await screen.findByRole('link', { name: 'Venue' })
    expect(venue).toHaveAttribute('href', '/about/venue')
    expect(venue).toHaveAttribute('aria-current', 'page')
    expect(venue).toHaveAttribute('data-active', 'true')
    const contact = screen.getByRole('link', { name: 'Contact' })
    expect(contact).not.toHaveAttribute('aria-current')
    expect(contact).not.toHaveAttribute('data-active')
  })

  it('a plain click navigates in the app and runs onNavigate first', async () => {
    const onNavigate = vi.fn()
    const { router } = renderWithRouter(
      <RouteAnchor to="/about/venue" onNavigate={onNavigate}>
        Venue
      </RouteAnchor>,
    )
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Venue' }))
    expect(onNavigate).toHaveBeenCalledOnce()
    await waitFor(() => expect(router.state.location.pathname).toBe('/about/venue'))
  })

  it('leaves a click with a modifier key or another button to the browser (new tab, new window)', async () => {
    const { router } = renderWithRouter(<RouteAnchor to="/about/venue">Venue</RouteAnchor>)
    const link = await screen.findByRole('link', { name: 'Venue' })
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      // fireEvent returns false when a handler called preventDefault: the browser would then not open the tab.
      expect(fireEvent.click(link, init)).toBe(true)
    }
    expect(router.state.location.pathname).toBe('/')
  })

  it('preloads its route when hovered or focused for a moment, and not when the pointer only passes over it', async () => {
    vi.useFakeTimers()
    try {
      const { router } = renderWithRouter(<RouteAnchor to="/about/venue">Venue</RouteAnchor>)
      const preload = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined)
      const link = await vi.waitFor(() => screen.getByRole('link', { name: 'Venue' }))
      fireEvent.mouseEnter(link)
      fireEvent.mouseLeave(link)
      vi.advanceTimersByTime(100)
      expect(preload).not.toHaveBeenCalled()
      fireEvent.mouseEnter(link)
      vi.advanceTimersByTime(100)
      expect(preload).toHaveBeenCalledWith({ to: '/about/venue' })
      fireEvent.focus(link)
      vi.advanceTimersByTime(100)
      expect(preload).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
