import { renderMarkdown } from '@common/markdown'
import { act } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HydrationGate } from '@/lib/use-hydrated'
import { Markdown, MarkdownInline } from './markdown'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

function Page({ intro, heading }: { intro: string; heading: string }) {
  return (
    <HydrationGate serverRendered>
      <h2>
        <MarkdownInline source={heading} />
      </h2>
      <Markdown source={intro} className="prose" />
    </HydrationGate>
  )
}

describe('Markdown on a server-rendered page (lib/markdown-renderer.ts)', () => {
  it('hydration keeps the HTML the server rendered, without rendering it again, then renders new texts', async () => {
    const server = renderToString(<Page intro="Papers *welcome*." heading="Call **now**" />)
    expect(server).toContain(renderMarkdown('Papers *welcome*.').trim())
    // What the server sent, marked so that a second render in the browser would show: had the browser rendered the
    // Markdown again, its HTML would differ from the page's and React would report the mismatch.
    const container = document.createElement('div')
    container.innerHTML = server.replace('<em>welcome</em>', '<em>welcome</em> (as the server sent it)')
    document.body.append(container)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await act(async () => {
        root = hydrateRoot(container, <Page intro="Papers *welcome*." heading="Call **now**" />)
      })
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
    }
    expect(container.querySelector('.prose')?.textContent?.trim()).toBe('Papers welcome (as the server sent it).')
    expect(container.querySelector('h2 strong')?.textContent).toBe('now')

    // Once live, a changed text (an organiser's save) is rendered by the renderer.
    await act(async () => root!.render(<Page intro="Deadline *moved*." heading="Call **now**" />))
    expect(container.querySelector('.prose')?.innerHTML).toBe(renderMarkdown('Deadline *moved*.'))
    expect(container.querySelector('[aria-busy]')).toBeNull()
  })
})
