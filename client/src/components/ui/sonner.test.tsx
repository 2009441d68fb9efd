import { act, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { Toaster as SonnerToaster } from 'sonner'
import { describe, expect, it } from 'vitest'
import { toast, toastRequested } from '@/lib/toast'
import { Toaster } from './sonner'

const AREA = 'Notifications alt+T'
const attributes = (el: Element) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]))

// Own modules: sonner is loaded on the first toast of a page's life, which a file before this one would have raised.
// The tests run in order: a page raises its first toast once, and the first test runs before it.
describe('Toaster (sonner loaded on the first toast)', () => {
  it('shows the empty toast area before any toast, with the attributes of sonner’s own', () => {
    const { unmount } = render(<Toaster position="top-right" />)
    const placeholder = screen.getByRole('region', { name: AREA })
    expect(toastRequested()).toBe(false)
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull()
    const ours = attributes(placeholder)
    unmount()

    render(<SonnerToaster />)
    expect(attributes(screen.getByRole('region', { name: AREA }))).toEqual(ours)
  })

  it('a toast raised before the lazy Toaster has loaded still appears, with the Toaster’s settings', async () => {
    render(<Toaster position="bottom-center" />)
    const placeholder = screen.getByRole('region', { name: AREA })
    // Raised while only the placeholder is on the page: the lazy Toaster cannot have loaded yet.
    act(() => {
      toast.error('Failed to fetch speakers. Please try again.', { id: 'speakers-fetch-failed' })
    })
    expect(toastRequested()).toBe(true)
    expect(screen.getByRole('region', { name: AREA })).toBe(placeholder)

    const shown = await screen.findByText('Failed to fetch speakers. Please try again.')
    expect(shown.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error')
    const toaster = document.querySelector('[data-sonner-toaster]')
    expect(toaster).toHaveAttribute('data-y-position', 'bottom')
    expect(toaster).toHaveAttribute('data-x-position', 'center')
    expect(screen.getAllByRole('region', { name: AREA })).toHaveLength(1)

    act(() => {
      toast.success('Paper added successfully.')
    })
    expect(await screen.findByText('Paper added successfully.')).toBeInTheDocument()
  })

  it('a toast raised in an effect of a page rendered above the Toaster appears once it mounts', async () => {
    // biome-ignore lint/correctness/noComponentHookFactories: a page defined for this one test
    function FailingPage() {
      useEffect(() => {
        toast.error('Failed to load committee members data')
      }, [])
      return null
    }
    render(
      <>
        <FailingPage />
        <Toaster position="top-right" />
      </>,
    )
    expect(await screen.findByText('Failed to load committee members data')).toBeInTheDocument()
  })

  it('returns the toast id at once, the given one or a fresh one', () => {
    expect(toast.error('x', { id: 'given' })).toBe('given')
    const a = toast.success('y')
    const b = toast.success('z')
    expect(a).not.toBe(b)
  })
})
