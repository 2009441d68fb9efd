import { PGlite } from '@electric-sql/pglite'
import { stem } from 'porter2'
import postgres from 'postgres'
import { describe, expect, it } from 'vitest'
import { FRAGMENT_DELIMITER, SNIPPET_LENGTH, snippetOf, termsOfTsquery } from './search.snippets'
import searchPages from './search-pages.json'

const marked = (r: { snippet: string; highlights: [number, number][] }) =>
  r.highlights.map(([s, e]) => r.snippet.slice(s, e))

describe('termsOfTsquery: the words a tsquery matched, as Postgres prints it', () => {
  it.each([
    ["'renew' & 'grid'", { stems: ['renew', 'grid'], prefixes: [] }],
    ["'author' & ( 'sp':* | 'sp':* )", { stems: ['author'], prefixes: ['sp'] }],
    ["'power' <-> 'electron' & !'solar'", { stems: ['power', 'electron'], prefixes: [] }],
    ["'wind' & !( 'power' <-> 'electron' ) & 'grid'", { stems: ['wind', 'grid'], prefixes: [] }],
    ["!!'grid'", { stems: ['grid'], prefixes: [] }],
    ["'it''s' | 'o''brien':*", { stems: ["it's"], prefixes: ["o'brien"] }],
    ['', { stems: [], prefixes: [] }],
  ])('%s', (text, terms) => {
    expect(termsOfTsquery(text)).toEqual(terms)
  })
})

describe('snippetOf: the text around the matches, and where they are', () => {
  it('keeps a short text whole, folds whitespace, leaves markup out and joins neighbouring matches', () => {
    const r = snippetOf('The  renewable\n\nenergy <b>grid</b>, and more grids ', {
      stems: ['renew', 'energi', 'grid'],
      prefixes: [],
    })
    expect(r.snippet).toBe('The renewable energy grid , and more grids')
    expect(marked(r)).toEqual(['renewable energy grid', 'grids'])
  })

  it('marks words of the same stem as the query and words beginning with the word being typed', () => {
    const r = snippetOf('Batteries and a battery; Renewable grids, renew.', {
      stems: ['batteri'],
      prefixes: ['renewa'],
    })
    expect(marked(r)).toEqual(['Batteries', 'battery', 'Renewable'])
  })

  it('cuts a long text to whole words around the matches, marking them where they land', () => {
    const filler = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `word${from + i}`).join(' ')
    const storageInverter = { stems: [stem('storage'), stem('inverter')], prefixes: [] }
    const wholeWords = (snippet: string, text: string) => {
      for (const piece of snippet.split(FRAGMENT_DELIMITER)) {
        expect(text).toContain(piece)
        expect(piece, 'a piece begins and ends with a whole word').toMatch(/^word\d+ .* word\d+[.]?$/)
      }
    }

    const near = `${filler(50)} storage inverter ${filler(50, 50)}`
    const r = snippetOf(near, storageInverter)
    expect(r.snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH)
    expect(r.snippet.length).toBeGreaterThan(SNIPPET_LENGTH - 12)
    expect(r.snippet).toContain('word46 word47 word48 word49 storage inverter word50')
    wholeWords(r.snippet, near)
    expect(marked(r)).toEqual(['storage inverter'])

    // Matches far apart: two pieces, each with its match, about SNIPPET_LENGTH characters in all.
    const far = `${filler(10)} storage ${filler(80, 10)} inverter ${filler(40, 90)}`
    const two = snippetOf(far, storageInverter)
    expect(two.snippet.split(FRAGMENT_DELIMITER)).toHaveLength(2)
    expect(two.snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + FRAGMENT_DELIMITER.length)
    wholeWords(two.snippet, far)
    expect(marked(two)).toEqual(['storage', 'inverter'])

    // A match in the last words: the piece reaches it. No match in the text (the title matched): its beginning.
    const last = snippetOf(`${filler(60)} inverter.`, storageInverter)
    expect(last.snippet.endsWith('word59 inverter.')).toBe(true)
    expect(marked(last)).toEqual(['inverter'])
    const none = snippetOf(filler(60), storageInverter)
    expect(none.highlights).toEqual([])
    expect(filler(60).startsWith(none.snippet)).toBe(true)
    wholeWords(none.snippet, filler(60))
  })

  it('marks words in any case and script, even where lowering changes the length of the text', () => {
    const r = snippetOf('İstanbul RENEWABLE grids; Énergie renouvelable, ऊर्जा ग्रिड', {
      stems: [stem('renewable')],
      prefixes: ['renouv', 'ऊर्'],
    })
    expect(marked(r)).toEqual(['RENEWABLE', 'renouvelable', 'ऊर्जा'])
    expect(marked(snippetOf('Grid (grids) and regrid', { stems: ['grid'], prefixes: [] }))).toEqual(['Grid', 'grids'])
  })
})

describe('the words Postgres matched are the words marked', () => {
  // Every word of the site's pages, marked for the stem each engine gives it (stop words have none: never in a query).
  async function unmarked(lexize: (words: string[]) => Promise<{ w: string; l: string[] | null }[]>) {
    const text = searchPages.map((p) => `${p.title} ${p.description} ${p.text}`).join(' ')
    const extra = 'battery batteries stability organisation generation converters charging renewables adding'
    const words = [...new Set(`${text} ${extra}`.toLowerCase().match(/\p{L}+/gu))]
    expect(words.length).toBeGreaterThan(500)
    const rows = await lexize(words)
    return rows.filter((r) => r.l?.length && snippetOf(r.w, { stems: r.l, prefixes: [] }).highlights.length !== 1)
  }
  const LEXIZE = `select w, ts_lexize('english_stem', w) as l from unnest($1::text[]) w`

  it('on PGlite', { timeout: 60_000 }, async () => {
    const pg = new PGlite()
    try {
      expect(
        await unmarked(async (words) => (await pg.query<{ w: string; l: string[] | null }>(LEXIZE, [words])).rows),
      ).toEqual([])
    } finally {
      await pg.close()
    }
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('on Postgres', async () => {
    const sql = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} })
    try {
      expect(await unmarked((words) => sql.unsafe(LEXIZE, [words]) as never)).toEqual([])
    } finally {
      await sql.end()
    }
  })
})
