import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HydrationGate } from '@/lib/use-hydrated'
import { hydrateServerHtml } from '@/test/hydrate-server-html'
import { LiveWhereShown } from './live-where-shown'

const MEDIA = '(width >= 64rem)'
let root: Root | undefined
let renders = 0

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

/** A window whose width the test sets: matchMedia answers MEDIA and tells its listeners when the answer changes. */
function stubWindowWidth(wide: boolean) {
  const listeners = new Set<() => void>()
  const state = { wide }
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === MEDIA && state.wide
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }))
  return (next: boolean) => {
    state.wide = next
    for (const fn of listeners) fn()
  }
}

function Counter() {
  renders++
  const [n, setN] = useState(0)
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Clicked {n} times
    </button>
  )
}

const Page = () => (
  <HydrationGate serverRendered>
    <LiveWhereShown media={MEDIA}>
      <Counter />
    </LiveWhereShown>
  </HydrationGate>
)

async function hydrateServerPage() {
  const html = renderToString(<Page />)
  renders = 0
  const hydrated = await hydrateServerHtml(<Page />, html)
  root = hydrated.root
}

describe('LiveWhereShown (the half of the navigation a width hides)', () => {
  it('keeps a hidden half as the server sent it, without hydrating it, and makes it live when the window widens', async () => {
    const widen = stubWindowWidth(false)
    await hydrateServerPage()
    const served = screen.getByRole('button', { name: 'Clicked 0 times' })
    expect(renders).toBe(0)
    fireEvent.click(served)
    expect(screen.getByRole('button', { name: 'Clicked 0 times' })).toBe(served)

    act(() => widen(true))
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0 times' }))
    expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument()
    // Live from then on, also when the window narrows again.
    act(() => widen(false))
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 1 times' }))
    expect(screen.getByRole('button', { name: 'Clicked 2 times' })).toBeInTheDocument()
  })

  it('hydrates the half that shows, in place', async () => {
    stubWindowWidth(true)
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    const served = container.querySelector('button')
    document.body.append(container)
    await act(async () => {
      root = hydrateRoot(container, <Page />)
    })
    expect(renders).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0 times' }))
    expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBe(served)
  })

  it('renders live on a page rendered in the browser alone', () => {
    stubWindowWidth(false)
    render(
      <LiveWhereShown media={MEDIA}>
        <Counter />
      </LiveWhereShown>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0 times' }))
    expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument()
  })
})
