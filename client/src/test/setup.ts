import '@testing-library/jest-dom/vitest'
import * as markdownRenderer from '@common/markdown'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { provideMarkdownRenderer } from '@/lib/markdown-renderer'

// Components draw Markdown at once, as a page does once its renderer has loaded (lib/markdown-renderer.ts).
provideMarkdownRenderer(markdownRenderer)

// Tests of server code (`// @vitest-environment node`, e.g. entry-server.test.tsx) have no DOM to set up.
const inBrowser = typeof window !== 'undefined'

afterEach(() => {
  if (!inBrowser) return
  cleanup()
  localStorage.clear()
})

// jsdom lacks these; the reduced-motion hooks and Radix expect them.
if (inBrowser) setUpBrowserStubs()

function setUpBrowserStubs() {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  })
  class ObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  globalThis.ResizeObserver ??= ObserverStub as unknown as typeof ResizeObserver
  Element.prototype.scrollIntoView ??= () => {}
  window.scrollTo = (() => {}) as typeof window.scrollTo
}
