// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renderPage } from './entry-server'

/** Node marks every promise with its async ids while async hooks are on (what AsyncLocalStorage turns on). */
const asyncHooksOn = () => Object.getOwnPropertySymbols(Promise.resolve()).length > 0

describe('renderPage', () => {
  it('leaves async hooks off once no render is running (they slow every answer of the process)', async () => {
    expect(asyncHooksOn()).toBe(false)
    let seenDuringRender = false
    const fetchApi = async () => {
      seenDuringRender ||= asyncHooksOn()
      return new Response(JSON.stringify({ message: 'Not found.' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      })
    }
    const [first, second] = await Promise.all([renderPage('/sponsors', fetchApi), renderPage('/contact', fetchApi)])
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(first.html).toContain('Sponsor')
    expect(seenDuringRender).toBe(true)
    expect(asyncHooksOn()).toBe(false)
    // Every API answer here is a 404 (no settings, so no conference): each render waits for data up to its deadline.
  }, 30_000)
})
