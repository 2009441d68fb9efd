// A result's snippet, cut and marked here rather than by Postgres's ts_headline: ts_headline parses every result's
// text again with the english configuration, about 45 µs a result and 60% of a search's database time under load.
// Here the words to mark are found by one case-blind regex of the query's keys, ~5 µs a result (decision 010).
// They come from Postgres itself (the tsquery it matched with), and porter2 stems as its english_stem dictionary
// does (search.snippets.test.ts).
import { stem } from 'porter2'

/** What the snippet marks: the query's stemmed words, and the words matched as typed so far. */
export interface MarkedTerms {
  stems: string[]
  prefixes: string[]
}

/** At most this many characters of text in a snippet (about 30 words), in two pieces when matches are far apart. */
export const SNIPPET_LENGTH = 200
/** Characters of context kept before a piece's first match. */
const LEAD = 40
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

// Markup-like tokens (<b>, </p>) are left out, as ts_headline's parser leaves them out.
const MARKUP = /<\/?[A-Za-z!?][^<>]*>/g
const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]+$/u

/** Whether the UTF-16 unit at `i` belongs to a word (letters with their marks, digits); false outside the text. */
function inWord(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return false
  const c = text.charCodeAt(i)
  if (c < 0x80) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
  if (c >= 0xdc00 && c <= 0xdfff) return inWord(text, i - 1) // the second half of a pair: as the first
  return WORD_CHARACTER.test(c >= 0xd800 && c <= 0xdbff ? text.slice(i, i + 2) : text[i]!)
}

/** Where the word around `i` ends. */
function wordEnd(text: string, i: number): number {
  while (inWord(text, i)) i++
  return i
}

/** Whether a word (lower case) is one the query matched: the same stem, or it begins with the word being typed. */
function isMatch(word: string, terms: MarkedTerms): boolean {
  if (terms.prefixes.some((p) => word.startsWith(p))) return true
  if (!terms.stems.length) return false
  const own = stem(word)
  // Newer Snowball releases (PGlite's) keep a little more of a few words than porter2 does: adding → add, not ad.
  return terms.stems.some((s) => s === own || (s.startsWith(own) && word.startsWith(s)))
}

const escaped = (key: string) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The [start, end) ranges of the words the query matched, in order. */
function matchesOf(text: string, terms: MarkedTerms, keys: RegExp): [number, number][] {
  const found: [number, number][] = []
  keys.lastIndex = 0
  for (let m = keys.exec(text); m; m = keys.exec(text)) {
    const at = m.index
    if (inWord(text, at - 1)) continue
    const end = wordEnd(text, at)
    if (isMatch(text.slice(at, end).toLowerCase(), terms)) found.push([at, end])
    keys.lastIndex = end
  }
  return found
}

/**
 * What the words the query matched begin with, as one case-blind regex: a prefix as typed, or a stem less its last
 * letter (porter2 changes only a word's ending: hoping → hope, battery → batteri). One regex pass over the text
 * costs a fraction of checking every word.
 */
export function keysOf(terms: MarkedTerms): RegExp {
  const keys = new Set([...terms.prefixes, ...terms.stems.map((s) => s.slice(0, Math.max(1, s.length - 1)))])
  // A key that can never be found when there is none: the snippet is then the text's beginning, unmarked.
  const source = keys.size ? [...keys].map(escaped).join('|') : '(?!)'
  // Unicode case folding only when a key needs it: it makes the pass several times slower.
  return new RegExp(source, /^[\x20-\x7e]*$/.test(source) ? 'gi' : 'giu')
}

/** The piece [start, end) of about `length` characters that starts a little before `from` and, if it can, holds `to`. */
function pieceAround(text: string, from: number, to: number, length: number): { start: number; end: number } {
  let start = Math.max(0, Math.min(Math.max(from - LEAD, to - length), text.length - length))
  let end = Math.min(text.length, start + length)
  // Whole words only: a cut word at either end is left out, and so is what is between words (never a match).
  if (start > 0) {
    if (inWord(text, start - 1)) while (start < from && inWord(text, start)) start++
    while (start < from && !inWord(text, start)) start++
  }
  if (end < text.length) {
    if (inWord(text, end)) while (end > to && inWord(text, end - 1)) end--
    while (end > to && !inWord(text, end - 1)) end--
  }
  return { start, end }
}

/** The pieces of text the snippet shows: one around the matches, or two when they are far apart. */
function piecesOf(text: string, matches: [number, number][]): { start: number; end: number }[] {
  if (text.length <= SNIPPET_LENGTH) return [{ start: 0, end: text.length }]
  if (!matches.length) return [pieceAround(text, 0, 0, SNIPPET_LENGTH)]
  const first = matches[0]![0]
  const last = matches.at(-1)![1]
  if (last - first <= SNIPPET_LENGTH - LEAD) return [pieceAround(text, first, last, SNIPPET_LENGTH)]
  // Far apart: the half-length piece with the most matches, then the best one that does not overlap it.
  // Each of the first matches (at most 16: a long page can hold hundreds) may lead its piece.
  const candidates = matches.slice(0, 16).map(([start, end]) => {
    const piece = pieceAround(text, start, end, SNIPPET_LENGTH / 2)
    return { ...piece, count: matches.filter(([s, e]) => s >= piece.start && e <= piece.end).length }
  })
  const best = (list: typeof candidates) => list.reduce((a, b) => (b.count > a.count ? b : a))
  const chosen = best(candidates)
  const apart = candidates.filter((c) => c.end <= chosen.start || c.start >= chosen.end)
  return (apart.length ? [chosen, best(apart)] : [chosen]).sort((a, b) => a.start - b.start)
}

/** Text with its whitespace folded to single spaces (most of it has none to fold). */
function folded(text: string): string {
  return /\s\s|[^\S ]/.test(text) ? text.replace(/\s+/g, ' ') : text
}

/** One piece's text, whitespace folded and trimmed, and the ranges of the matches in it. */
function pieceText(text: string, piece: { start: number; end: number }, matches: [number, number][]) {
  let out = ''
  const highlights: [number, number][] = []
  let at = piece.start
  for (const [start, end] of matches) {
    if (start < piece.start || end > piece.end) continue
    out += folded(text.slice(at, start))
    const previous = highlights.at(-1)
    if (previous && previous[1] === out.length - 1 && out.endsWith(' ')) previous[1] = out.length + end - start
    else highlights.push([out.length, out.length + end - start])
    out += text.slice(start, end)
    at = end
  }
  out += folded(text.slice(at, piece.end))
  const lead = out.length - out.trimStart().length
  return { out: out.trim(), highlights: highlights.map(([s, e]): [number, number] => [s - lead, e - lead]) }
}

/**
 * The snippet of `body` for a result: plain text of at most about SNIPPET_LENGTH characters around the matches, in
 * whole words (two pieces joined by FRAGMENT_DELIMITER when they are far apart), whitespace folded to single spaces,
 * and the [start, end) ranges of the matched words in it. Neighbouring matches with only a space between them are
 * one range ("renewable energy"). `keys` is keysOf(terms), made once for all the results of a search.
 */
export function snippetOf(
  body: string,
  terms: MarkedTerms,
  keys = keysOf(terms),
): { snippet: string; highlights: [number, number][] } {
  const text = body.includes('<') ? body.replace(MARKUP, ' ') : body
  const matches = matchesOf(text, terms, keys)
  let snippet = ''
  const highlights: [number, number][] = []
  for (const piece of piecesOf(text, matches)) {
    const { out, highlights: marked } = pieceText(text, piece, matches)
    if (!out) continue
    if (snippet) snippet += FRAGMENT_DELIMITER
    for (const [s, e] of marked) highlights.push([snippet.length + s, snippet.length + e])
    snippet += out
  }
  return { snippet, highlights }
}
