import { afterEach, vi } from 'vitest'

// A console.error during a test means something went wrong that the assertions did not see: fail the test.
const spy = vi.spyOn(console, 'error')
afterEach(() => {
  const calls = spy.mock.calls
  if (calls.length > 0) {
    const first = calls.map((c) => c.map(String).join(' ')).join('\n')
    spy.mockClear()
    throw new Error(`console.error was called during the test:\n${first}`)
  }
})
