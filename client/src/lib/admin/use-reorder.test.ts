import { describe, expect, it } from 'vitest'
import { moved } from './use-reorder'

describe('moved', () => {
  it('moves one item up or down and keeps the others in order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 2, 1)).toEqual(['a', 'c', 'b', 'd'])
    expect(moved(['a', 'b', 'c', 'd'], 0, 1)).toEqual(['b', 'a', 'c', 'd'])
    expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c'])
  })

  it('keeps a move past either end inside the list', () => {
    expect(moved(['a', 'b'], 1, 5)).toEqual(['a', 'b'])
    expect(moved(['a', 'b'], 1, -3)).toEqual(['b', 'a'])
  })
})
