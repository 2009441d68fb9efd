import { describe, expect, it } from 'vitest'
import { replyMailto } from './api'

describe('replyMailto (the "Reply by e-mail" link)', () => {
  it('addresses the sender with "Re: <subject>", every special character encoded', () => {
    const href = replyMailto({ email: 'asha+icnari@example.org', subject: 'Fees & dates? 50% "off" #1' })
    expect(href).toBe(
      'mailto:asha%2Bicnari@example.org?subject=Re%3A%20Fees%20%26%20dates%3F%2050%25%20%22off%22%20%231',
    )
    const url = new URL(href)
    expect(decodeURIComponent(url.pathname)).toBe('asha+icnari@example.org')
    expect(url.searchParams.get('subject')).toBe('Re: Fees & dates? 50% "off" #1')
  })
})
