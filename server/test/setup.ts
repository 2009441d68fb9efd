import { afterEach, vi } from 'vitest'
import { configureMail } from '../src/mail/config'

// A worker's files share its modules (vitest.config.ts, isolate: false): each file starts with mail at its
// defaults (no SMTP_URL: withheld), whatever the file before it configured.
configureMail({})

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
