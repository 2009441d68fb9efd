import type { Conference } from '@common/conference'
import { describe, expect, it } from 'vitest'
import { type PhaseTexts, taglineOf } from './hero'

// Issue 54 item 5: the hero's tagline follows the phase (settings.phases), never "Join…" under "took place".
const CONFERENCE = { shortName: 'ICNARI 2027', tagline: 'Join the most innovative minds.' } as Conference
const EMPTY: PhaseTexts = {
  before: { tagline: '' },
  closed: { tagline: '' },
  during: { tagline: '' },
  after: { tagline: '', text: '' },
}

describe('taglineOf', () => {
  it("before the deadline and once submissions close, empty means the conference's tagline", () => {
    expect(taglineOf('before', EMPTY, CONFERENCE)).toBe('Join the most innovative minds.')
    expect(taglineOf('closed', EMPTY, CONFERENCE)).toBe('Join the most innovative minds.')
  })
  it('during and after the conference, empty means none: the invitation is not shown', () => {
    expect(taglineOf('during', EMPTY, CONFERENCE)).toBe('')
    expect(taglineOf('after', EMPTY, CONFERENCE)).toBe('')
  })
  it("a phase's own tagline wins, with the conference's tokens filled", () => {
    const phases = { ...EMPTY, after: { tagline: 'Thank you for {shortName}.', text: '' } }
    expect(taglineOf('after', phases, CONFERENCE)).toBe('Thank you for ICNARI 2027.')
  })
})
