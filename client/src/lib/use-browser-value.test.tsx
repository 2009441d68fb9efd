import { act, render, screen } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useBrowserValue } from './use-browser-value'
import { HydrationGate, useHydrated } from './use-hydrated'

let root: Root | undefined
const seen: { value: string; hydrated: boolean }[] = []
let width = { narrow: true, listeners: new Set<() => void>() }

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  seen.length = 0
})

const subscribe = (changed: () => void) => {
  width.listeners.add(changed)
  return () => width.listeners.delete(changed)
}
const readWidth = () => (width.narrow ? 'phone' : 'desktop')

/** Shows the value and records, on every render, whether the page was hydrated when it saw it. */
function Probe() {
  const value = useBrowserValue(subscribe, readWidth, 'unknown')
  const hydrated = useHydrated()
  seen.push({ value, hydrated })
  return <p>Screen: {value}</p>
}

const Page = () => (
  <HydrationGate serverRendered>
    <Probe />
  </HydrationGate>
)

describe('useBrowserValue', () => {
  it('on a page rendered in the browser alone, is the browser’s value and follows it', () => {
    width = { narrow: true, listeners: new Set() }
    render(<Probe />)
    expect(screen.getByText('Screen: phone')).toBeTruthy()
    act(() => {
      width.narrow = false
      for (const fn of width.listeners) fn()
    })
    expect(screen.getByText('Screen: desktop')).toBeTruthy()
  })

  it('hydrates as the server rendered it, then takes the browser’s value with the hydration gate, never before', async () => {
    width = { narrow: true, listeners: new Set() }
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    expect(container.textContent).toBe('Screen: unknown')
    document.body.append(container)
    seen.length = 0
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      root = hydrateRoot(container, <Page />)
    })
    // No mismatch, and the browser's value arrives with the gate's transition: a value read before it would have
    // been a synchronous re-render right after hydration (one long task on a phone).
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    expect(container.textContent).toBe('Screen: phone')
    expect(seen.filter((s) => !s.hydrated).map((s) => s.value)).toEqual(['unknown'])
    act(() => {
      width.narrow = false
      for (const fn of width.listeners) fn()
    })
    expect(container.textContent).toBe('Screen: desktop')
  })
})
