import { z } from '@hono/zod-openapi'
import { RESULT_KINDS } from './search.queries'
import { MAX_QUERY_LENGTH } from './search.terms'

export const SEARCH_LIMITS = { default: 20, max: 50 } as const

export const SearchQuery = z.object({
  q: z
    .string({ error: 'Search text is required: the words to look for, e.g. ?q=renewable.' })
    // Not trimmed: a space at the end says the last word is complete (search.terms.ts).
    .refine((v) => v.trim() !== '', 'Search text is required: the words to look for, e.g. ?q=renewable.')
    .max(MAX_QUERY_LENGTH, `Search text is too long: at most ${MAX_QUERY_LENGTH} characters.`)
    .openapi({
      param: { name: 'q', in: 'query' },
      description:
        'What to search for, as typed: words (stemmed: "renewables" finds "renewable"), "quoted phrases", ' +
        '`or`, and `-word` to leave a word out. The last word counts as a prefix while it is being typed ' +
        `("rene" finds "renewable"). At most ${MAX_QUERY_LENGTH} characters.`,
      example: 'sharma renewa',
    }),
  limit: z
    .string()
    .regex(/^\d{1,2}$/, `limit must be a whole number from 1 to ${SEARCH_LIMITS.max}.`)
    .refine(
      (v) => Number(v) >= 1 && Number(v) <= SEARCH_LIMITS.max,
      `limit must be a whole number from 1 to ${SEARCH_LIMITS.max}.`,
    )
    .optional()
    .openapi({
      param: { name: 'limit', in: 'query' },
      description: `How many results at most (default ${SEARCH_LIMITS.default}, at most ${SEARCH_LIMITS.max}).`,
      example: '20',
    }),
})

export const SearchResult = z
  .object({
    kind: z.enum(RESULT_KINDS).openapi({ description: 'What was found.' }),
    title: z
      .string()
      .openapi({ description: 'The paper heading, the person, the update, the session or the page title.' }),
    url: z.string().openapi({
      description:
        'Where the site shows it (a path): `/allpapers#paper-<id>`, `/programs/speakers?q=<name>`, the ' +
        "member's committee page, `/allupdates#update-<id>`, `/programme/<slug>` (a published session; a " +
        'workshop: `/programs/technical-session/<slug>`), or the page itself.',
    }),
    snippet: z.string().openapi({
      description: 'Plain text around the matches (never markup): show it as text, never as HTML.',
    }),
    highlights: z.array(z.tuple([z.number().int(), z.number().int()])).openapi({
      description:
        'The matched words in `snippet`, as [start, end) offsets in UTF-16 code units (JavaScript string ' +
        'indexes), in order and not overlapping.',
      example: [[0, 6]],
    }),
  })
  .openapi('SearchResult')

export const SearchResults = z
  .object({
    results: z.array(SearchResult),
    total: z.number().int().openapi({ description: 'How many matches there are in all (results holds the best).' }),
  })
  .openapi('SearchResults', {
    example: {
      results: [
        {
          kind: 'paper',
          title: 'Fast-charging converters for electric vehicles',
          url: '/allpapers#paper-3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
          snippet: 'A. Sharma, R. Gupta\nA converter for renewable charging stations …',
          highlights: [[3, 9]],
        },
      ],
      total: 1,
    },
  })
