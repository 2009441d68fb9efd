import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HydrationGate } from '@/lib/use-hydrated'
import { hydrateServerHtml } from '@/test/hydrate-server-html'
import { LiveWhenNear } from './live-when-near'

let root: Root | undefined
let renders = 0

afterEach(() => {
  vi.restoreAllMocks()
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

/** An IntersectionObserver the test drives: `near()` tells every observer that its element nears the screen. */
function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>()
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: { callback: IntersectionObserverCallback; elements: Element[] }
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, elements: [] }
        observers.add(this.entry)
      }
      observe(element: Element) {
        this.entry.elements.push(element)
      }
      disconnect() {
        observers.delete(this.entry)
      }
    },
  )
  return {
    near: () => {
      for (const { callback, elements } of [...observers])
        callback(
          elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
          {} as IntersectionObserver,
        )
    },
    watching: () => observers.size,
  }
}

function Counter() {
  renders++
  const [n, setN] = useState(0)
  return (
    <div>
      <a href="#first">A link before</a>
      <button type="button" onClick={() => setN(n + 1)}>
        Clicked {n} times
      </button>
    </div>
  )
}

const Page = () => (
  <HydrationGate serverRendered>
    <p>Above the fold</p>
    <LiveWhenNear className="below">
      <Counter />
    </LiveWhenNear>
  </HydrationGate>
)

/** Where the part lies when React hydrates: `top` px from the top of a 768 px window. */
function placePartAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return (this.classList.contains('below') ? { top, bottom: top + 600 } : { top: 0, bottom: 0 }) as DOMRect
  })
}

async function hydrateServerPage() {
  const html = renderToString(<Page />)
  renders = 0
  const hydrated = await hydrateServerHtml(<Page />, html)
  root = hydrated.root
  return hydrated.container
}

describe('LiveWhenNear (a part below the first screen)', () => {
  it('keeps the server’s HTML without hydrating it, and renders it live when it nears the screen', async () => {
    const io = stubIntersectionObserver()
    placePartAt(3000)
    const container = await hydrateServerPage()
    const served = screen.getByRole('button', { name: 'Clicked 0 times' })
    expect(renders).toBe(0)
    expect(container.querySelector('.below')).toContainElement(served)
    // Not live yet: a click does nothing.
    fireEvent.click(served)
    expect(screen.getByRole('button', { name: 'Clicked 0 times' })).toBe(served)

    await act(async () => io.near())
    expect(renders).toBeGreaterThan(0)
    expect(io.watching()).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0 times' }))
    expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument()
  })

  it('renders live when the focus reaches it first, and the focus stays on the control it reached', async () => {
    stubIntersectionObserver()
    placePartAt(3000)
    await hydrateServerPage()
    act(() => screen.getByRole('button', { name: 'Clicked 0 times' }).focus())
    expect(renders).toBeGreaterThan(0)
    const live = screen.getByRole('button', { name: 'Clicked 0 times' })
    expect(document.activeElement).toBe(live)
    fireEvent.click(live)
    expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument()
  })

  it('hydrates a part near the screen in place, with the page', async () => {
    stubIntersectionObserver()
    placePartAt(900)
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    const served = container.querySelector('button')
    document.body.append(container)
    renders = 0
    await act(async () => {
      root = hydrateRoot(container, <Page />)
    })
    expect(renders).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0 times' }))
    expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBe(served)
  })

  it('renders live on a page rendered in the browser alone', () => {
    stubIntersectionObserver()
    render(
      <LiveWhenNear>
        <Counter />
      </LiveWhenNear>,
    )
    expect(renders).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0 times' }))
    expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument()
  })
})
