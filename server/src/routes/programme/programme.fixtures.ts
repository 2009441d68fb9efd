import { randomUUID } from 'node:crypto'
import { unplannedTalk } from '../../../../common/fixtures/programme'
import type { PublishedSession } from '../../../../common/programme'
import type { ResolvedSession } from './programme.snapshot'

type SessionFields = Partial<ResolvedSession> & Pick<ResolvedSession, 'number' | 'slug'>

/** A session as the draft resolves it, before a version numbers it: a talk to be scheduled, titled by its slug. */
export function resolvedSession(fields: SessionFields): ResolvedSession {
  return {
    _id: randomUUID(),
    ...unplannedTalk(),
    title: fields.slug,
    ...fields,
  }
}

/** A published session for the exports' tests: a talk to be scheduled, titled by its slug unless given a title. */
export function publishedSession(fields: SessionFields & Partial<PublishedSession>): PublishedSession {
  return { sequence: 0, lastModified: '2026-02-01T10:00:00.000Z', ...resolvedSession(fields) }
}
