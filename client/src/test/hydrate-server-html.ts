import { act } from '@testing-library/react'
import type { ReactElement } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { expect, vi } from 'vitest'

/**
 * Puts `html` (the server's render of `page`) in the document and hydrates it with `page`, as the browser does a
 * server-rendered page; fails if React reports an error while hydrating (a mismatch).
 */
export async function hydrateServerHtml(
  page: ReactElement,
  html: string,
): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, page)
  })
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
  return { container, root: root! }
}
