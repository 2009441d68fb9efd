import { createRoute, z } from '@hono/zod-openapi'
import { errorsOf } from '../../api/route-responses'

export const FEED_SIZE = 50

const AtomText = z.string().openapi({
  description: 'An Atom 1.0 feed (RFC 4287).',
  example:
    '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">\n' +
    '<id>urn:uuid:6f0c5b8e-3d2a-4e71-9c4b-2a1d7e9f0b36</id>\n<title type="text">ICNARI 2031 updates</title>\n…\n</feed>\n',
})

export const getNewsFeed = createRoute({
  method: 'get',
  path: '/feed.atom',
  operationId: 'getNewsFeed',
  security: [],
  tags: ['Recent updates'],
  summary: 'The recent updates and programme versions as an Atom feed',
  description:
    `The ${FEED_SIZE} newest entries, newest first (by when they were posted or published): the recent updates ` +
    'and the published versions of the programme. The feed is named by the conference of the event settings ' +
    "(`<short name> updates`); its id is a `urn:uuid` made from the edition's acronym. An update's id is `urn:uuid:<update id>`; its link is the update's own link, else " +
    "`/allupdates#update-<id>` on the site. A programme version's title is `Programme updated: <changes counted>` " +
    '("2 sessions moved, 1 cancelled"; the first version: `Programme published: 20 sessions over 3 days`), its content the note and each change in words, its link ' +
    "`/programme/changes`, and its id a `urn:uuid` made from the edition's acronym and the version number. Links " +
    'are absolute, on `PUBLIC_URL` (else the origin the request was sent to). Answers 304 to a matching ' +
    '`If-None-Match`.',
  responses: {
    200: {
      description: 'The feed.',
      headers: {
        ETag: { schema: { type: 'string' }, description: 'Changes whenever the feed does.' },
        'Cache-Control': { schema: { type: 'string' }, description: '`public, max-age=300`' },
      },
      content: { 'application/atom+xml': { schema: AtomText } },
    },
    304: { description: 'The cached copy is current.' },
    ...errorsOf(503),
  },
})
