import { unplannedTalk } from '@common/fixtures/programme'
import type { components } from '@openapi/schema'

// The published programme's records as the API answers them, for the tests that build one by hand.

type PublishedSession = components['schemas']['PublishedSession']
type Room = components['schemas']['Room']

/** Session `n` of a published programme: a talk with nobody, no papers and no link; `over` sets what a test reads. */
export function publishedSession(n: number, over: Partial<PublishedSession> = {}): PublishedSession {
  return {
    _id: `s${n}`,
    number: n,
    ...unplannedTalk(),
    title: `Session ${n}`,
    slug: `session-${n}`,
    sequence: 0,
    lastModified: '2031-01-01T00:00:00Z',
    ...over,
  }
}

/** A room of a published programme, without a capacity or a link. */
export const programmeRoom = (id: string, name: string, position: number): Room => ({
  _id: id,
  name,
  position,
  capacity: null,
  onlineUrl: null,
})
