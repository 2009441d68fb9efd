// Turns what a visitor typed into the two parts of the full-text query, without ever handing raw text to
// to_tsquery: `complete` goes to websearch_to_tsquery (made for raw input: quotes, `or`, `-word`; it never fails),
// `prefix` is the word still being typed, letters (with their marks) and digits only, matched as a prefix (`renewa` → renewable).

export const MAX_QUERY_LENGTH = 200
/** A one-letter prefix matches most of the index and says little: the word being typed counts from two. */
const MIN_PREFIX_LENGTH = 2

export interface SearchTerms {
  /** The text before the word being typed, for websearch_to_tsquery ('' when there is none). */
  complete: string
  /** The word being typed: only letters, combining marks and digits, or '' when the text does not end inside a word. */
  prefix: string
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu
const ENDS_IN_WORD = /[\p{L}\p{M}\p{N}]+$/u

/** Whether the text holds anything to search for at all (`& | ! ( ) : * <->` and quotes alone do not). */
export function hasWords(text: string): boolean {
  return new RegExp(WORD.source, 'u').test(text)
}

export function searchTermsOf(input: string): SearchTerms {
  // NUL cannot be sent to Postgres in a text; other control characters are only noise.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
  const text = input.normalize('NFKC').replace(/[\u0000-\u001F\u007F]/g, ' ')
  const last = ENDS_IN_WORD.exec(text)
  if (!last) return { complete: text, prefix: '' }
  const before = text.slice(0, last.index)
  const insidePhrase = (before.match(/"/g)?.length ?? 0) % 2 === 1
  const negated = before.endsWith('-') && !/[\p{L}\p{M}\p{N}]$/u.test(before.slice(0, -1))
  const word = last[0]
  // "solar or" is "solar or <next word>" half typed: the `or` is websearch's operator, not a word to complete.
  if (insidePhrase || negated || word.length < MIN_PREFIX_LENGTH || word.toLowerCase() === 'or') {
    return { complete: text, prefix: '' }
  }
  return { complete: before, prefix: word.toLowerCase() }
}
