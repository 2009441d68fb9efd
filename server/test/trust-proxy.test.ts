import { describe, expect, it } from 'vitest'
import { useTestApp } from './context'

// TRUST_PROXY is the number of proxies we control: the client address is the X-Forwarded-For entry that many from
// the right. A client can put anything on the left of the header; nginx appends the address it really saw.

async function failedLogins(ctx: ReturnType<typeof useTestApp>, n: number, forwardedFor: (i: number) => string) {
  const statuses: number[] = []
  for (let i = 0; i < n; i++) {
    const res = await ctx.request('/user/login', {
      method: 'POST',
      // A new e-mail each time: only the per-address limit (10 per 15 minutes) can stop these.
      json: { email: `nobody-${i}-${Math.random().toString(36).slice(2)}@example.org`, password: 'wrong-password-1' },
      headers: { 'x-forwarded-for': forwardedFor(i) },
    })
    statuses.push(res.status)
  }
  return statuses
}

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  const ctx = useTestApp({ trustProxy: 1 })

  it('a forged left-most X-Forwarded-For entry does not escape the per-address login limit', async () => {
    // The same real client (203.0.113.7, appended by the proxy) forges a new left-most entry every time.
    const statuses = await failedLogins(ctx, 12, (i) => `10.9.${i}.1, 203.0.113.7`)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual([429, 429])
    // Another real client behind the same proxy is not limited.
    expect(await failedLogins(ctx, 1, () => '10.9.0.1, 203.0.113.8')).toEqual([401])
  })
})

describe('behind two trusted proxies (TRUST_PROXY=2)', () => {
  const ctx = useTestApp({ trustProxy: 2 })

  it('the client is the entry two from the right, whatever the client wrote before it', async () => {
    const statuses = await failedLogins(ctx, 11, (i) => `192.0.2.${i}, 198.51.100.4, 10.0.0.2`)
    expect(statuses.at(-1)).toBe(429)
    // A request with fewer entries than proxies did not come through them: its header is not believed.
    const direct = await failedLogins(ctx, 1, () => '198.51.100.5')
    expect(direct).toEqual([401])
  })
})
