import { type Query, type SQL, sql } from 'drizzle-orm'
import { builtQuery, type Database, executePrepared, rowsOf } from '../../db/client'
import { readConferenceNaming } from '../../db/conference'
import type { CommitteeKind } from '../../db/schema'
import { pageSaves, pagesReady } from './search.pages'
import type { SearchTerms } from './search.terms'

export const RESULT_KINDS = ['paper', 'speaker', 'member', 'update', 'page', 'session'] as const
export type ResultKind = (typeof RESULT_KINDS)[number]

/** Each committee's page on the site (client/src/routes/about/…), where its members are shown. */
export const COMMITTEE_PAGES: Record<CommitteeKind, string> = {
  organising: '/about/organising-committee',
  technical: '/about/technical-programme-committee',
  international: '/about/international-advisory-committee',
  industry: '/about/industry-programme-committee',
}

export interface SearchHit {
  kind: ResultKind
  /** The row's id, or the page's URL. */
  id: string
  title: string
  /** What the URL needs besides the id: the speaker's name, the member's committee, the session's page. */
  extra: string
  /** The text the snippet is cut from (search.snippets.ts). */
  body: string
  /** The tsquery matched, as Postgres prints it: the words the snippet marks. */
  query: string
  total: number
}

/**
 * The tsquery for terms of this shape: the complete words through websearch_to_tsquery, AND the word being typed as a
 * prefix of a stemmed word OR of a word as written (the `simple` half of the index). Placeholders `complete` and
 * `prefix` (the word with `:*`: letters and digits only, search.terms.ts, so nothing for to_tsquery to parse).
 */
function tsqueryOf(shape: { complete: boolean; prefix: boolean }): SQL {
  const parts: SQL[] = []
  if (shape.complete) parts.push(sql`websearch_to_tsquery('english', ${sql.placeholder('complete')})`)
  if (shape.prefix) {
    const pattern = sql.placeholder('prefix')
    parts.push(sql`(to_tsquery('english', ${pattern}) || to_tsquery('simple', ${pattern}))`)
  }
  return sql.join(parts, sql` && `)
}

const rank = (vector: SQL) => sql`ts_rank(${vector}, q.query, 1)`

/**
 * The sessions of the latest published programme version (issue 33): what visitors see, read from the version's
 * stored snapshot, so the draft is never found. Their vectors are made as they are searched (a few hundred
 * sessions at most, and answers are cached by search.cache.ts): title A, people (speakers, chairs and others) B,
 * description C, as the tables' generated columns weigh them (migration 0004). A workshop's page is its technical
 * session's (/programs/technical-session/<slug>), every other session's /programme/<slug>.
 */
const PUBLISHED_SESSIONS = sql`
      published_sessions as (
        select s.id, s.title, s.page, s.description, s.people,
               search_vector(s.title, 'A') || search_vector(s.people, 'B') || search_vector(s.description, 'C') as search
          from (
            select x->>'_id' as id, x->>'title' as title,
                   case when x->>'kind' = 'workshop' then '/programs/technical-session/' else '/programme/' end
                     || (x->>'slug') as page,
                   coalesce(x->>'description', '') as description,
                   concat_ws(', ',
                     (select string_agg(p->>'name', ', ') from jsonb_array_elements(x->'speakers') p),
                     (select string_agg(c, ', ') from jsonb_array_elements_text(x->'chairs') c),
                     (select string_agg(p->>'name', ', ') from jsonb_array_elements(x->'people') p)) as people
              from (select snapshot from programme_versions order by number desc limit 1) v,
                   jsonb_array_elements(v.snapshot->'sessions') x
          ) s
      )`

/** The search for each shape of terms (`complete` and `prefix` present or not), built once. */
const searchQueries = new Map<string, Query>()

function searchQueryOf(shape: { complete: boolean; prefix: boolean }): Query {
  const key = `${shape.complete} ${shape.prefix}`
  let query = searchQueries.get(key)
  if (!query) {
    const tsquery = tsqueryOf(shape)
    query = builtQuery(sql`
      with q as (select ${tsquery} as query),
      ${PUBLISHED_SESSIONS},
      hits as (
        select 'paper' as kind, p.id::text as id, p.heading as title, '' as extra,
               array_to_string(p.authors, ', ') || ' — ' || p.content as body, ${rank(sql`p.search`)} as rank
          from papers p, q where numnode(q.query) > 0 and p.search @@ q.query
        union all
        select 'speaker', s.id::text, s.name, s.name,
               array_to_string(s.specialization, ', ') || ' — ' || s.description, ${rank(sql`s.search`)}
          from speakers s, q where numnode(q.query) > 0 and s.search @@ q.query
        union all
        select 'member', m.id::text, m.name, m.kind::text,
               concat_ws(' — ', m.role, m.committee, m.college, array_to_string(m.specialization, ', '), m.description),
               ${rank(sql`m.search`)}
          from committee_members m, q where numnode(q.query) > 0 and m.search @@ q.query
        union all
        select 'update', u.id::text, u.title, '', u.description, ${rank(sql`u.search`)}
          from recent_updates u, q where numnode(q.query) > 0 and u.search @@ q.query
        union all
        select 'page', pg.url, pg.title, '', pg.description || ' — ' || pg.text, ${rank(sql`pg.search`)}
          from search.pages pg, q where numnode(q.query) > 0 and pg.search @@ q.query
        union all
        select 'session', ps.id, ps.title, ps.page, concat_ws(' — ', nullif(ps.people, ''), ps.description),
               ${rank(sql`ps.search`)}
          from published_sessions ps, q where numnode(q.query) > 0 and ps.search @@ q.query
      ),
      top as (
        select *, count(*) over () as total from hits order by rank desc, kind, title, id limit ${sql.placeholder('limit')}
      )
      select top.kind, top.id, top.title, top.extra, top.total, top.body, q.query::text as query
        from top, q
       order by top.rank desc, top.kind, top.title, top.id`)
    searchQueries.set(key, query)
  }
  return query
}

/**
 * Makes search.pages current before a search: the static pages name the conference of the event settings, and
 * organisers' edits in /admin/pages replace their texts. Two light reads (the settings document, and when each page
 * was saved); the texts are copied only when they changed. The handler keeps its outcome until the next write
 * (search.cache.ts `shared`), so a burst of searches does not repeat the reads.
 */
export async function preparePages(db: Database): Promise<void> {
  const [{ conference, organiser }, saves] = await Promise.all([readConferenceNaming(db), pageSaves(db)])
  await pagesReady(db, conference, saves, organiser)
}

/** The best `limit` matches over every kind, best first, with their texts and the number of all matches. */
export async function searchSite(
  db: Database,
  terms: SearchTerms,
  limit: number,
  prepare: () => Promise<void> = () => preparePages(db),
): Promise<SearchHit[]> {
  const shape = { complete: terms.complete.trim() !== '', prefix: terms.prefix !== '' }
  if (!shape.complete && !shape.prefix) return []
  await prepare()
  const rows = rowsOf<Omit<SearchHit, 'total'> & { total: string | number }>(
    await executePrepared(db, searchQueryOf(shape), {
      complete: terms.complete,
      prefix: `${terms.prefix}:*`,
      limit,
    }),
  )
  return rows.map((r) => ({ ...r, total: Number(r.total) }))
}
