import { describe, expect, it } from 'vitest'
import { BoundedMap } from './bounded-map'

describe('BoundedMap', () => {
  it('never holds more than its limit, however many keys come', () => {
    const memo = new BoundedMap<string, number>(100)
    for (let i = 0; i < 10_000; i++) {
      memo.set(`made-up-${i}`, i)
      expect(memo.size).toBeLessThanOrEqual(100)
    }
    // The newest keys are still there; the first ones went long ago.
    expect(memo.get('made-up-9999')).toBe(9999)
    expect(memo.get('made-up-0')).toBeUndefined()
  })

  it('keeps a key that is asked for while a flood of new keys passes, and drops one that is not', () => {
    const memo = new BoundedMap<string, string>(10)
    memo.set('asked', 'kept')
    memo.set('forgotten', 'dropped')
    for (let i = 0; i < 1000; i++) {
      memo.set(`flood-${i}`, 'x')
      // A visitor's own key is asked on every request: each ask keeps it in the newer half.
      expect(memo.get('asked')).toBe('kept')
    }
    expect(memo.get('forgotten')).toBeUndefined()
    expect(memo.size).toBeLessThanOrEqual(10)
  })

  it('makes a value once per key with getOrMake, and again only after the key was pushed out', () => {
    const memo = new BoundedMap<string, string>(4)
    let made = 0
    const make = (key: string, suffix: string) => {
      made++
      return key + suffix
    }
    expect(memo.getOrMake('a', make, '!')).toBe('a!')
    expect(memo.getOrMake('a', make, '?')).toBe('a!')
    expect(made).toBe(1)
    for (const key of ['b', 'c', 'd', 'e', 'f']) memo.getOrMake(key, make, '')
    expect(made).toBe(6)
    expect(memo.getOrMake('a', make, '#')).toBe('a#')
    expect(made).toBe(7)
  })

  it('keeps falsy values that are not undefined (false, empty text, null) as answers', () => {
    const memo = new BoundedMap<string, boolean | string | null>(8)
    memo.set('no', false)
    memo.set('empty', '')
    memo.set('none', null)
    expect(memo.get('no')).toBe(false)
    expect(memo.get('empty')).toBe('')
    expect(memo.get('none')).toBeNull()
    expect(memo.get('missing')).toBeUndefined()
  })

  it('replaces a value in place without a turn, and clear() empties both halves', () => {
    const memo = new BoundedMap<string, number>(4)
    memo.set('a', 1)
    memo.set('b', 2)
    memo.set('b', 3)
    expect(memo.size).toBe(2)
    expect(memo.get('a')).toBe(1)
    memo.set('c', 4)
    memo.set('d', 5)
    expect(memo.size).toBe(4)
    memo.clear()
    expect(memo.size).toBe(0)
    expect(memo.get('b')).toBeUndefined()
  })

  it('refuses a limit that could not hold one key per half', () => {
    expect(() => new BoundedMap(1)).toThrow(RangeError)
    expect(() => new BoundedMap(Number.NaN)).toThrow(RangeError)
  })
})
