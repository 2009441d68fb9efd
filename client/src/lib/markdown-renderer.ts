import { useSyncExternalStore } from 'react'

// The Markdown renderer (common/markdown.ts: markdown-it, ~40 KB gzip) is not part of a public page's start-up. A
// page the server rendered already holds its Markdown as HTML, which hydration adopts as it is
// (components/markdown.tsx); the renderer loads when a text the page does not hold must be drawn: a closed section
// opened, a page reached inside the app, an organiser's preview (docs/decisions/039).

export type MarkdownRenderer = typeof import('@common/markdown')

let renderer: MarkdownRenderer | undefined
let loading: Promise<MarkdownRenderer> | undefined
const listeners = new Set<() => void>()

/** Makes the renderer available at once: the server's render and the tests have it from the start. */
export function provideMarkdownRenderer(loaded: MarkdownRenderer): void {
  renderer = loaded
  for (const listener of listeners) listener()
}

/** Loads the renderer once; every caller gets the same load, and a failed load is tried again at the next call. */
export function loadMarkdownRenderer(): Promise<MarkdownRenderer> {
  if (renderer) return Promise.resolve(renderer)
  loading ??= import('@common/markdown').then(
    (loaded) => {
      provideMarkdownRenderer(loaded)
      return loaded
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const current = () => renderer

/** The renderer once it is there (components re-render when it arrives), else undefined. */
export function useMarkdownRenderer(): MarkdownRenderer | undefined {
  return useSyncExternalStore(subscribe, current, current)
}
