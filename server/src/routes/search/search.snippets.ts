// A result's snippet, cut and marked here rather than by Postgres's ts_headline: ts_headline parses every result's
// text again with the english configuration, about 45 µs a result and 60% of a search's database time under load.
// Here it is a regex pass over ~500 characters (decision 010). The words to mark come from Postgres itself (the
// tsquery it matched with), and porter2 stems exactly as its english_stem dictionary does (search.snippets.test.ts).
import { stem } from 'porter2'

/** What the snippet marks: the query's stemmed words, and the words matched as typed so far. */
export interface MarkedTerms {
  stems: string[]
  prefixes: string[]
}

/** At most this many words in a snippet (as ts_headline's MaxWords), split into two pieces when matches are far apart. */
export const SNIPPET_WORDS = 30
const FRAGMENT_WORDS = SNIPPET_WORDS / 2
/** Words of context kept before a piece's first match. */
const LEAD_WORDS = 4
export const FRAGMENT_DELIMITER = ' … '

// An operand of a tsquery's text form ('it''s', 'rene':*), a negation, or a bracket.
const TSQUERY_TOKEN = /'((?:[^']|'')*)'(:[*A-D]*)?|!|\(|\)/g

/**
 * The words a match shows, read from a tsquery as Postgres prints it (`'power' <-> 'electron' & !'solar' & 'rene':*`).
 * Negated operands, alone or in a negated group, are not marked: they are what the result does not hold together.
 */
export function termsOfTsquery(text: string): MarkedTerms {
  const terms: MarkedTerms = { stems: [], prefixes: [] }
  const groups: boolean[] = [false]
  let negateNext = false
  for (const [token, operand, suffix] of text.matchAll(TSQUERY_TOKEN)) {
    const negated = groups.at(-1)! || negateNext
    if (token === '!') negateNext = !negateNext
    else if (token === '(') {
      groups.push(negated)
      negateNext = false
    } else if (token === ')') {
      if (groups.length > 1) groups.pop()
    } else {
      negateNext = false
      const word = operand!.replaceAll("''", "'")
      if (negated || !word) continue
      const list = suffix?.includes('*') ? terms.prefixes : terms.stems
      if (!list.includes(word)) list.push(word)
    }
  }
  return terms
}

// Markup-like tokens (<b>, </p>) are left out, as ts_headline's parser leaves them out; whitespace folds to one space.
const MARKUP = /<\/?[A-Za-z!?][^<>]*>/g
const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]+$/u

/** Whether the UTF-16 unit at `i` belongs to a word (letters with their marks, digits). */
function inWord(text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  // ASCII by hand: a Unicode-property regex over the whole text costs ~10 µs a result, most of the snippet's time.
  if (c < 0x80) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
  if (c >= 0xdc00 && c <= 0xdfff) return i > 0 && inWord(text, i - 1) // the second half of a pair: as the first
  return WORD_CHARACTER.test(c >= 0xd800 && c <= 0xdbff ? text.slice(i, i + 2) : text[i]!)
}

/** Where each word of the text starts and ends: [start, end) offsets, two numbers a word. */
function wordsOf(text: string): number[] {
  const bounds: number[] = []
  let start = -1
  for (let i = 0; i <= text.length; i++) {
    const word = i < text.length && inWord(text, i)
    if (word && start < 0) start = i
    else if (!word && start >= 0) {
      bounds.push(start, i)
      start = -1
    }
  }
  return bounds
}

/** Whether a word (lower case) is one the query matched: the same stem, or it begins with the word being typed. */
function matcherOf(terms: MarkedTerms): (word: string) => boolean {
  // porter2 changes only a word's ending, so a word can only share a stem that begins with its first two letters.
  const starts = new Set(terms.stems.map((s) => s.slice(0, 2)))
  const sameStem = (word: string) => {
    if (!starts.has(word.slice(0, 2))) return false
    const own = stem(word)
    // Newer Snowball releases (PGlite's) keep a little more of a few words than porter2 does: adding → add, not ad.
    return terms.stems.some((s) => s === own || (s.startsWith(own) && word.startsWith(s)))
  }
  return (word) => terms.prefixes.some((p) => word.startsWith(p)) || sameStem(word)
}

/** The `count`-word window that starts a little before `first` and, if it can, reaches `last`. */
function windowAround(first: number, last: number, count: number, words: number) {
  const start = Math.max(0, Math.min(Math.max(first - LEAD_WORDS, last + 1 - count), words - count))
  return { start, end: Math.min(words, start + count) }
}

/**
 * The snippet of `body` for a result: plain text of at most SNIPPET_WORDS words around the matches (two pieces
 * joined by FRAGMENT_DELIMITER when they are far apart), and the [start, end) ranges of the matched words in it.
 * Neighbouring matches with only a space between them are one range ("renewable energy").
 */
export function snippetOf(body: string, terms: MarkedTerms): { snippet: string; highlights: [number, number][] } {
  // One space stays as it is (a replacement for each would cost more than the rest of the snippet).
  const text = (body.includes('<') ? body.replace(MARKUP, ' ') : body).replace(/\s\s+|[^\S ]/g, ' ').trim()
  const bounds = wordsOf(text)
  const words = Array.from({ length: bounds.length / 2 }, (_, i) => ({
    start: bounds[2 * i]!,
    end: bounds[2 * i + 1]!,
  }))
  const isMatch = matcherOf(terms)
  // Only a word whose first letter begins some term is lowered and compared.
  const firsts = new Set([...terms.stems, ...terms.prefixes].map((t) => t.charCodeAt(0)))
  const matched: number[] = []
  for (let i = 0; i < words.length; i++) {
    const { start, end } = words[i]!
    const first = text.charCodeAt(start)
    const lower =
      first >= 65 && first <= 90 ? first + 32 : first < 0x80 ? first : text[start]!.toLowerCase().charCodeAt(0)
    if (firsts.has(lower) && isMatch(text.slice(start, end).toLowerCase())) matched.push(i)
  }

  let pieces: { start: number; end: number }[]
  if (words.length <= SNIPPET_WORDS) pieces = [{ start: 0, end: words.length }]
  else if (!matched.length) pieces = [{ start: 0, end: SNIPPET_WORDS }]
  else if (matched.at(-1)! - matched[0]! < SNIPPET_WORDS - LEAD_WORDS) {
    pieces = [windowAround(matched[0]!, matched.at(-1)!, SNIPPET_WORDS, words.length)]
  } else {
    // Far apart: the half-length window with the most matches, then the best one that does not overlap it.
    const candidates = matched.map((i) => {
      const w = windowAround(i, i, FRAGMENT_WORDS, words.length)
      return { ...w, count: matched.filter((j) => j >= w.start && j < w.end).length }
    })
    const best = (list: typeof candidates) => list.reduce((a, b) => (b.count > a.count ? b : a))
    const first = best(candidates)
    const apart = candidates.filter((c) => c.end <= first.start || c.start >= first.end)
    pieces = (apart.length ? [first, best(apart)] : [first]).sort((a, b) => a.start - b.start)
  }

  let snippet = ''
  const highlights: [number, number][] = []
  for (const piece of pieces) {
    if (snippet) snippet += FRAGMENT_DELIMITER
    // The whole text when the piece holds every word; otherwise from its first word to the end of its last.
    const from = piece.start === 0 ? 0 : words[piece.start]!.start
    const to = piece.end === words.length ? text.length : words[piece.end - 1]!.end
    const offset = snippet.length - from
    for (const i of matched) {
      if (i < piece.start || i >= piece.end) continue
      const range: [number, number] = [words[i]!.start + offset, words[i]!.end + offset]
      const previous = highlights.at(-1)
      if (previous && previous[1] + 1 === range[0] && text[range[0] - offset - 1] === ' ') previous[1] = range[1]
      else highlights.push(range)
    }
    snippet += text.slice(from, to)
  }
  return { snippet, highlights }
}
