import { describe, expect, it } from 'vitest'
import { sessionOfResult, starTargetOf } from './session-star'

const paper = { kind: 'paper' as const, url: '/allpapers#paper-p1', title: 'A paper' }
const talk = { kind: 'session' as const, url: '/programme/grid-talk', title: 'Grid talk' }
const workshop = { kind: 'session' as const, url: '/programs/technical-session/ts-2', title: 'Technical session 2' }
const speaker = { kind: 'speaker' as const, url: '/programs/speakers?q=Meera', title: 'Meera' }

describe('sessionOfResult', () => {
  it("reads a session's slug from its page, a workshop's too", () => {
    expect(sessionOfResult(talk)).toEqual({ url: talk.url, slug: 'grid-talk', title: 'Grid talk' })
    expect(sessionOfResult(workshop)).toEqual({ url: workshop.url, slug: 'ts-2', title: 'Technical session 2' })
    expect(sessionOfResult({ ...talk, url: '/programme/gr%C3%BCn' })?.slug).toBe('grün')
  })

  it('names no session for another kind, or a URL that is no session page', () => {
    expect(sessionOfResult(paper)).toBeUndefined()
    expect(sessionOfResult({ ...paper, url: '/programme/grid-talk' })).toBeUndefined()
    expect(sessionOfResult({ ...talk, url: '/programme' })).toBeUndefined()
    expect(sessionOfResult({ ...talk, url: '/programme/a/b' })).toBeUndefined()
    expect(sessionOfResult({ ...talk, url: '/programme/%E0%A4' })).toBeUndefined()
  })
})

describe('starTargetOf', () => {
  const results = [paper, talk, speaker, workshop]

  it('is the first session while nothing is chosen', () => {
    expect(starTargetOf(results, '')?.slug).toBe('grid-talk')
    expect(starTargetOf([paper, speaker], '')).toBeUndefined()
    expect(starTargetOf([], '')).toBeUndefined()
  })

  it('is the chosen result when it is a session', () => {
    expect(starTargetOf(results, workshop.url)?.slug).toBe('ts-2')
    expect(starTargetOf(results, talk.url)?.slug).toBe('grid-talk')
  })

  it('is none while another kind of result is chosen', () => {
    expect(starTargetOf(results, paper.url)).toBeUndefined()
    expect(starTargetOf(results, speaker.url)).toBeUndefined()
  })

  it('falls back to the first session when the choice is of an earlier list', () => {
    expect(starTargetOf(results, '/programme/gone')?.slug).toBe('grid-talk')
  })
})
