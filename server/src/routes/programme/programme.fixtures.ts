import { randomUUID } from 'node:crypto'
import type { PublishedSession } from '../../../../common/programme'

/** A published session for the exports' tests: a talk to be scheduled, titled by its slug unless given a title. */
export function publishedSession(
  fields: Partial<PublishedSession> & Pick<PublishedSession, 'number' | 'slug'>,
): PublishedSession {
  return {
    _id: randomUUID(),
    kind: 'talk',
    title: fields.slug,
    description: '',
    start: null,
    end: null,
    roomId: null,
    track: null,
    chairs: [],
    speakers: [],
    people: [],
    papers: [],
    onlineUrl: null,
    status: 'scheduled',
    sequence: 0,
    lastModified: '2026-02-01T10:00:00.000Z',
    ...fields,
  }
}
