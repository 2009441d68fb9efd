import { describe, expect, it } from 'vitest'
import { hasWords, searchTermsOf } from './search.terms'

describe('searchTermsOf: the word being typed', () => {
  it.each([
    ['rene', { complete: '', prefix: 'rene' }],
    ['Sharma ren', { complete: 'Sharma ', prefix: 'ren' }],
    ['renewable ', { complete: 'renewable ', prefix: '' }],
    ['"renewable ene', { complete: '"renewable ene', prefix: '' }],
    ['"renewable energy" gri', { complete: '"renewable energy" ', prefix: 'gri' }],
    ['grid -rene', { complete: 'grid -rene', prefix: '' }],
    ['state-of', { complete: 'state-', prefix: 'of' }],
    ['solar or', { complete: 'solar or', prefix: '' }],
    ['x', { complete: 'x', prefix: '' }],
    ["renew:* & !grid | 'x'", { complete: "renew:* & !grid | 'x'", prefix: '' }],
    ['ऊर्जा', { complete: '', prefix: 'ऊर्जा' }],
    ['ab\u0000cd', { complete: 'ab ', prefix: 'cd' }],
  ])('%j', (input, terms) => {
    const result = searchTermsOf(input)
    expect(result).toEqual(terms)
    // Whatever reaches to_tsquery is letters and digits only.
    expect(result.prefix).toMatch(/^[\p{L}\p{M}\p{N}]*$/u)
  })

  it('knows operators and quotes alone hold nothing to search for', () => {
    expect(hasWords('& | ! ( ) : * <-> " \'')).toBe(false)
    expect(hasWords('<-> grid')).toBe(true)
  })
})
